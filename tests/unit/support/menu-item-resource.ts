// An importable resource with every kind of field a spreadsheet cell can fill, and the kinds it
// cannot (rows, a secret, a read-only field), labelled with the dishes namespace's words.
import type { ResourceSchema } from '../../../engine/schema/resource';

export const menuItemSchema: ResourceSchema = {
  name: 'menuItem',
  module: 'menu',
  title: 'dishes:dish',
  endpoint: '/menu/item',
  scope: 'company',
  importable: true,
  route: {
    name: 'menu_items',
    path: '/menu_management/menu_items',
    title: 'navigation:dishes',
    section: 'menu_management',
    children: { create: true, edit: true },
  },
  privileges: {
    read: 'menu_items',
    create: 'menu_items_create',
    update: 'menu_items_edit',
    delete: 'menu_items_delete',
  },
  fields: {
    name: { type: 'string', title: 'dishes:fields.name', minLength: 1, maxLength: 20, ui: { column: 1 } },
    price: { type: 'number', title: 'dishes:fields.price', minimum: 0, ui: { column: 2 } },
    minOrderQuantity: { type: 'integer', title: 'dishes:fields.minOrderQuantity', minimum: 1 },
    seasonalPrice: { type: 'boolean', title: 'dishes:fields.seasonalPrice', ui: { widget: 'switch' } },
    priceMode: {
      type: 'string',
      title: 'dishes:fields.priceMode',
      enum: ['unit', 'unified'],
      ui: {
        widget: 'select',
        labels: { unit: 'dishes:priceModes.unit', unified: 'dishes:priceModes.unified' },
      },
    },
    validDays: {
      type: 'array',
      title: 'dishes:fields.validDays',
      items: { type: 'integer', enum: [1, 2, 3, 4, 5, 6, 7] },
      uniqueItems: true,
      ui: {
        widget: 'checkboxes',
        labels: {
          '1': 'dishes:weekdays.mon',
          '2': 'dishes:weekdays.tue',
          '3': 'dishes:weekdays.wed',
          '4': 'dishes:weekdays.thu',
          '5': 'dishes:weekdays.fri',
          '6': 'dishes:weekdays.sat',
          '7': 'dishes:weekdays.sun',
        },
      },
    },
    categoryId: {
      type: 'integer',
      title: 'dishes:fields.categoryId',
      ui: { widget: 'lookup', lookup: { resource: 'category', labelField: 'name' }, column: 3 },
    },
    labelIds: {
      type: 'array',
      title: 'dishes:fields.labelIds',
      items: { type: 'integer' },
      uniqueItems: true,
      maxItems: 2,
      ui: { widget: 'lookup', lookup: { resource: 'label', labelField: 'name' } },
    },
    priceRange: {
      type: 'array',
      title: 'dishes:fields.memberPrice',
      items: { type: ['number', 'null'] },
      minItems: 2,
      maxItems: 2,
      ui: { widget: 'numberRange' },
    },
    until: { type: 'string', format: 'date', title: 'dishes:fields.until', ui: { widget: 'date' } },
    remark: { type: 'string', title: 'dishes:fields.remark' },
    timePeriods: {
      type: 'array',
      title: 'dishes:fields.timePeriods',
      items: {
        type: 'object',
        properties: { start: { type: 'string', title: 'dishes:fields.startTime' } },
      },
    },
    password: { type: 'string', format: 'password', title: 'fields:password' },
    status: { type: 'string', title: 'dishes:fields.status', ui: { readOnly: true, column: 4 } },
  },
  required: ['name', 'price', 'categoryId'],
};
