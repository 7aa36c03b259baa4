// A reminder's subject and content are the company's own words with the member's values in them
// (`{{ name }}`, `{{ vipUntil }}`), written in the house's safe Liquid (safe-liquid.ts). Parsed once
// per run, rendered per member; the mail's HTML is made from the text by the mail path, escaped
// whole, so nothing a company or a member writes becomes markup.
import type { Template } from 'liquidjs';
import type { ReminderValues } from '../../../protocol/vip';
import { liquidProblem, safeLiquid } from '../../safe-liquid';

const liquid = safeLiquid();

export interface ReminderTemplate {
  subject: Template[];
  content: Template[];
}

/** Why the text cannot be a template, or null when it can. */
export const templateProblem = (text: string): string | null => liquidProblem(liquid, text);

export function parseReminder(subject: string, content: string): ReminderTemplate {
  return { subject: liquid.parse(subject), content: liquid.parse(content) };
}

/** The member's mail: a one-line subject and the text. */
export async function renderReminder(
  template: ReminderTemplate,
  values: ReminderValues,
): Promise<{ subject: string; text: string }> {
  const [subject, text] = await Promise.all([
    liquid.render(template.subject, values) as Promise<string>,
    liquid.render(template.content, values) as Promise<string>,
  ]);
  return { subject: subject.replace(/\s+/g, ' ').trim(), text };
}
