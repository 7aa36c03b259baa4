// A resource with a rows field whose sub-fields use every kind of control a row holds (text,
// number with a default, select with labels, switch, lookup, time, picture), and a top-level lookup
// and time beside it, for the rows tests of the form, the detail screen, the list and the export.
// Its label keys are merchant ones that exist, as other test resources reuse them.
import type { ResourceSchema } from '../../../engine/schema/resource';
import { noteSchema } from '../../support/resources';

export const rowsSchema: ResourceSchema = {
  ...noteSchema,
  name: 'branchPlan',
  unique: [],
  required: ['title'],
  fields: {
    title: { type: 'string', title: 'companies:fields.name', minLength: 1, ui: { column: 1 } },
    opens: {
      type: 'string',
      title: 'companies:fields.openingHours',
      pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
      ui: { widget: 'time' },
    },
    owner: {
      type: 'integer',
      title: 'companies:fields.contacts',
      ui: { widget: 'lookup', lookup: { resource: 'company', labelField: 'name' } },
    },
    branches: {
      type: 'array',
      title: 'companies:fields.scenes',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name'],
        properties: {
          name: { type: 'string', title: 'companies:fields.branchName', minLength: 1 },
          seats: {
            type: 'number',
            title: 'companies:fields.simultaneousOnlineTerminals',
            minimum: 0,
            default: 2,
          },
          status: {
            type: 'string',
            title: 'companies:fields.status',
            enum: ['pending', 'rejected'],
            ui: {
              widget: 'select',
              labels: { pending: 'companies:status.pending', rejected: 'companies:status.rejected' },
            },
          },
          closing: { type: 'boolean', title: 'companies:fields.autoClosing' },
          companyId: {
            type: 'integer',
            title: 'companies:fields.district',
            ui: { widget: 'lookup', lookup: { resource: 'company', labelField: 'name' } },
          },
          opens: {
            type: 'string',
            title: 'companies:fields.city',
            pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
            ui: { widget: 'time' },
          },
          picture: { type: 'string', title: 'companies:fields.picture', ui: { widget: 'imageUpload' } },
        },
      },
      ui: { column: 2 },
    },
  },
};
