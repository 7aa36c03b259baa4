import type { i18n } from 'i18next';
import { Lookups } from '../../../../engine/client/lookups';
import { ResourceSchemas } from '../../../../engine/client/resource-schemas';
import { resourceSchemaRequest } from '../../../../engine/client/schema-api';
import type { FieldSchema, ResourceSchema } from '../../../../engine/schema/resource';
import { displayValue } from '../../../../engine/screens/display-value';
import { sheetRows } from '../../../../engine/screens/list/export-sheet';
import { lookupCellText } from '../../../../engine/screens/list/lookup-cell-text';
import { rowsSummary } from '../../../../engine/screens/rows-summary';
import { fieldOf } from '../../../support/resources';
import { testI18n } from '../../../support/test-i18n';
import { merchantRoutes } from '../../support/merchant-routes';
import { rowsSchema } from '../../support/rows-resource';
import { standInServer } from '../../support/stand-in-server';

const branches = fieldOf(rowsSchema, 'branches');
// Rows with no text sub-field, named by a lookup's labels.
const owners: FieldSchema = {
  type: 'array',
  title: 'companies:fields.scenes',
  items: {
    type: 'object',
    properties: {
      companyId: {
        type: 'integer',
        title: 'companies:fields.name',
        ui: { widget: 'lookup', lookup: { resource: 'company', labelField: 'name' } },
      },
      share: { type: 'number', title: 'companies:fields.simultaneousOnlineTerminals' },
    },
  },
};
let texts: i18n;

beforeAll(async () => {
  texts = await testI18n('en', ['common', 'fields', 'engine', 'companies']);
});

describe('a rows field in one line', () => {
  it('names the rows by their first text sub-field, else counts them', () => {
    const rows = [{ name: 'North', seats: 4 }, { seats: 2 }, { name: ' South ' }];
    expect(rowsSummary(branches, rows, texts.t)).toBe('North, South');
    expect(rowsSummary(branches, [{ seats: 2 }, { seats: 3 }], texts.t)).toBe('2 rows');
    expect(rowsSummary(branches, [{ seats: 2 }], texts.t)).toBe('1 row');
    expect(rowsSummary(branches, [], texts.t)).toBe('');
  });

  it('names rows without text by a lookup sub-field, once its labels are known', () => {
    const rows = [{ companyId: 1 }, { companyId: 3 }];
    const known = new Map([[1, 'Harbour Kitchen']]);
    expect(rowsSummary(owners, rows, texts.t, (_hint, id) => known.get(id))).toBe('Harbour Kitchen');
    expect(rowsSummary(owners, rows, texts.t)).toBe('2 rows');
  });

  it('is what the list cell text and the export show, while a widget of its own keeps its text', () => {
    expect(displayValue(branches, [{ name: 'North' }, { name: 'South' }], texts.t)).toBe('North, South');
    const hours: FieldSchema = { ...branches, ui: { widget: 'openingHours' } };
    expect(displayValue(hours, [{ name: 'North' }], texts.t)).toBe('name: North');
  });

  it('exports rows named by a lookup with the labels, asked for with the other lookups in one request', async () => {
    const server = standInServer(merchantRoutes);
    try {
      const resource: ResourceSchema = { ...rowsSchema, fields: { ...rowsSchema.fields, owners } };
      const records = [
        { id: 1, version: 1, title: 'Plan A', owner: 2, owners: [{ companyId: 1 }, { companyId: 3 }] },
        { id: 2, version: 1, title: 'Plan B', branches: [{ name: 'North' }], owners: [{ share: 1 }] },
      ];
      const columns = ['title', 'owner', 'branches', 'owners'];
      const lookups = new Lookups(new ResourceSchemas(resourceSchemaRequest));
      const cellText = await lookupCellText(lookups, resource, columns, records, texts.t);
      expect(sheetRows(resource, columns, records, texts.t, cellText).slice(1)).toEqual([
        ['Plan A', 'Pier Café', '', 'Harbour Kitchen, Noodle Bar'],
        ['Plan B', '', 'North', '1 row'],
      ]);
      expect(server.callsTo('PUT /company').map((call) => call.body.ids)).toEqual([[2, 1, 3]]);
    } finally {
      server.close();
    }
  });
});
