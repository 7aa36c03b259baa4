// A reminder's subject and content are the company's own words with the member's values in them
// (`{{ name }}`, `{{ vipUntil }}`), written in Liquid (liquidjs): it runs no code, and here it reads
// no file (an empty map answers every include), sees only the values handed to it, and stops a loop
// run wild. Parsed once per run, rendered per member; the mail's HTML is made from the text by the
// mail path, escaped whole, so nothing a company or a member writes becomes markup.
import { Liquid, type Template } from 'liquidjs';
import type { ReminderValues } from '../../../protocol/vip';

const liquid = new Liquid({
  templates: {},
  strictFilters: true,
  ownPropertyOnly: true,
  parseLimit: 20_000,
  renderLimit: 1_000,
  memoryLimit: 1_000_000,
});

export interface ReminderTemplate {
  subject: Template[];
  content: Template[];
}

/** Why the text cannot be a template, or null when it can. */
export function templateProblem(text: string): string | null {
  try {
    liquid.parse(text);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

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
