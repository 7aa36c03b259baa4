// Filling a schema form from a fixture, as an operator would: each needed field's value typed,
// chosen or checked under its English label. The screens' generated e2e tests read fixtures so.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { evaluate } from '../../../engine/schema/conditions';
import type { FieldSchema, ResourceSchema } from '../../../engine/schema/resource';
import { ROOT_DIR } from '../../../server/config';
import { validFixtures } from '../../api/support/resource-fixtures';

/** A label key's English text, as the screens show it. */
export function english(key: string): string {
  const [namespace = '', path = ''] = key.split(':');
  let node: unknown = JSON.parse(readFileSync(join(ROOT_DIR, 'locales', 'en', `${namespace}.json`), 'utf8'));
  for (const part of path.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`no English text for ${key}`);
  return node;
}

/** Picks the `index`th choice of a lookup, then closes a list of several. */
export async function chooseInLookup(
  page: Page,
  label: string,
  several: boolean,
  index: number,
): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  // The lookup's own choices, not a native select's options (the language menu's).
  const options = page.locator(several ? '[role="menuitemcheckbox"]' : '[role="option"]');
  await options.nth(index).click();
  if (several) await page.keyboard.press('Escape');
}

/** Types one field's fixture value into the form, as an operator would. */
export async function fill(
  page: Page,
  field: FieldSchema,
  value: unknown,
  tag: string,
  pick: number,
): Promise<void> {
  const label = english(field.title);
  if (field.ui?.lookup) return chooseInLookup(page, label, field.type === 'array', pick);
  if (field.ui?.widget === 'checkboxes') {
    for (const choice of value as string[])
      await page
        .getByRole('checkbox', { name: english(field.ui.labels?.[choice] ?? ''), exact: true })
        .check();
  } else if (field.enum) {
    const position = (field.enum as unknown[]).indexOf(value);
    await page.getByRole('combobox', { name: label, exact: true }).selectOption({ value: String(position) });
  } else if (field.format === 'date' || field.format === 'time') {
    // The browser's own date or time input (no textbox role; its label carries the required mark),
    // given the value as the fixture writes it.
    await page.getByLabel(label).fill(String(value));
  } else if (field.type === 'string') {
    // Tagged with digits so the two users' records do not clash, where the field's pattern allows.
    const tagged = `${String(value)}${tag}`;
    const text =
      typeof field.pattern === 'string' && !new RegExp(field.pattern, 'u').test(tagged)
        ? String(value)
        : tagged;
    await page.getByRole('textbox', { name: label, exact: true }).fill(text);
  } else if (field.type === 'integer' || field.type === 'number') {
    await page.getByRole('spinbutton', { name: label, exact: true }).fill(String(value));
  }
}

/**
 * The fields a new record needs, in the form's order, with the values a fixture gives them: the
 * required ones (always or by condition) and those a record rule or a least count asks.
 */
function neededValues(resource: ResourceSchema, record: Record<string, unknown>): [FieldSchema, unknown][] {
  return Object.entries(resource.fields).flatMap(([name, field]): [FieldSchema, unknown][] => {
    const ui = field.ui ?? {};
    const required =
      (resource.required ?? []).includes(name) ||
      (ui.requiredWhen !== undefined && evaluate(ui.requiredWhen, record)) ||
      (((resource.rules ?? []).some((rule) => rule.field === name) || Number(field.minItems ?? 0) > 0) &&
        record[name] !== undefined);
    const shown = ui.visibleWhen === undefined || evaluate(ui.visibleWhen, record);
    return required && shown && !ui.readOnly && field.type !== 'boolean' ? [[field, record[name]]] : [];
  });
}

/**
 * The first fixture's values for the fields a new record needs. The form's switches are left as it
 * starts them (their default), so the conditions are read that way too.
 */
export function requiredValues(resource: ResourceSchema): [FieldSchema, unknown][] {
  const record = { ...(validFixtures(resource.name)[0]?.record ?? {}) };
  for (const [name, field] of Object.entries(resource.fields))
    if (field.type === 'boolean') record[name] = field.default;
  return neededValues(resource, record);
}
