// The application's widgets and pages are declared once by name (schemas/widgets.json and
// schemas/pages.json, which the schema checker reads) and registered by the pages: each pair of
// lists must be the same.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGES } from '../../../pages/register-pages';
import { PAGE_WIDGETS } from '../../../pages/widgets/register-widgets';

function declared<K extends string>(file: string, key: K): string[] {
  const content = JSON.parse(
    readFileSync(join(__dirname, '..', '..', '..', 'schemas', file), 'utf8'),
  ) as Record<K, string[]>;
  return [...content[key]].sort();
}

it('registers exactly the widgets schemas/widgets.json declares', () => {
  expect(Object.keys(PAGE_WIDGETS).sort()).toEqual(declared('widgets.json', 'widgets'));
});

it('registers exactly the pages schemas/pages.json declares', () => {
  expect(Object.keys(PAGES).sort()).toEqual(declared('pages.json', 'pages'));
});
