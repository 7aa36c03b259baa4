// The application's widgets are declared once by name (schemas/widgets.json, which the schema
// checker reads) and registered by the pages: the two lists must be the same.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_WIDGETS } from '../../../pages/widgets/register-widgets';

it('registers exactly the widgets schemas/widgets.json declares', () => {
  const declared = JSON.parse(
    readFileSync(join(__dirname, '..', '..', '..', 'schemas', 'widgets.json'), 'utf8'),
  ) as {
    widgets: string[];
  };
  expect(Object.keys(PAGE_WIDGETS).sort()).toEqual([...declared.widgets].sort());
});
