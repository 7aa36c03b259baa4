// An email template (issue 25 item 1) is the company's subject and rich-text content with merge
// fields in the house's safe Liquid (safe-liquid.ts). The content is HTML: every merge value is
// escaped as it is written in (even through `raw`, which here is no way around it), and what the
// template made is then held to the allow-list and written anew (email-html.ts), since the server
// trusts no stored HTML. The subject is plain text on one line. A field no value is given for
// renders empty. Compiled once per template version (template-cache.ts), rendered per member.
import type { Template } from 'liquidjs';
import { liquidProblem, safeLiquid } from '../../safe-liquid';
import { piecesHtml, piecesText } from './email-html';
import { htmlPieces } from './html-pieces';

const subjectLiquid = safeLiquid();
const contentLiquid = safeLiquid({ outputEscape: 'escape' });
// liquidjs lets a filter flagged raw skip the escape; a plain one of the same name does not.
contentLiquid.registerFilter('raw', (value: unknown) => value);

/** The values a template may name: `{{ name }}`, `{{ level }}`… */
export type MergeField = 'name' | 'level' | 'points' | 'balance' | 'couponCode' | 'unsubscribeUrl';
/** A member's values: his name, his level's name, his points, his balance in the currency, and the sender's. */
export type MergeValues = Partial<Record<MergeField, string | number>>;

export interface EmailText {
  subject: string;
  /** The rich-text editor's HTML. */
  content: string;
}

export interface CompiledEmail {
  subject: Template[];
  content: Template[];
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** Parses the template; throws on a syntax error (emailTemplateProblem says which). */
export const compileEmail = ({ subject, content }: EmailText): CompiledEmail => ({
  subject: subjectLiquid.parse(subject),
  content: contentLiquid.parse(content),
});

/** Why the field's text cannot be a template, or null when it can. */
export const emailTemplateProblem = (field: keyof EmailText, text: string): string | null =>
  liquidProblem(field === 'subject' ? subjectLiquid : contentLiquid, text);

/** A template that parsed but could not be rendered (a loop past the render limit), by its field. */
export class TemplateRenderError extends Error {
  constructor(
    readonly field: keyof EmailText,
    readonly problem: string,
  ) {
    super(`the template's ${field} cannot be rendered: ${problem}`);
  }
}

async function renderField(
  field: keyof EmailText,
  templates: Template[],
  values: MergeValues,
): Promise<string> {
  try {
    return (await (field === 'subject' ? subjectLiquid : contentLiquid).render(templates, values)) as string;
  } catch (error) {
    throw new TemplateRenderError(field, error instanceof Error ? error.message : String(error));
  }
}

/** The member's mail: a one-line subject, the allow-listed HTML and its plain text. */
export async function renderEmail(compiled: CompiledEmail, values: MergeValues): Promise<RenderedEmail> {
  const [subject, html] = await Promise.all([
    renderField('subject', compiled.subject, values),
    renderField('content', compiled.content, values),
  ]);
  const pieces = htmlPieces(html);
  return { subject: subject.replace(/\s+/g, ' ').trim(), html: piecesHtml(pieces), text: piecesText(pieces) };
}
