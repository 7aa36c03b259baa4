import { actionInputResource } from '../../../../engine/schema/action-input';
import { DialogForm } from '../../../../engine/screens/dialog/dialog-form';
import { formatDate } from '../../../../engine/client/format/date-format';
import { displayValue } from '../../../../engine/screens/display-value';
import { placeholderText, problemMessage } from '../../../../engine/screens/field-text';
import { recordSections } from '../../../../engine/screens/record-sections';
import { defaultWidget } from '../../../../engine/widgets/default-widget';
import { registerWidget, widgetNameFor } from '../../../../engine/widgets/widget-registry';
import { companySchema, fieldOf, noteSchema, shopSchema } from '../../../support/resources';
import { testI18n } from '../../../support/test-i18n';

describe('field texts', () => {
  it('reads a required message as the placeholder plus the label (core spec §5)', async () => {
    const en = await testI18n('en', ['engine', 'companies', 'validation']);
    const required = { field: 'name', key: 'validation:required', label: 'companies:fields.name' };
    expect(problemMessage(companySchema, required, en.t)).toBe('Please enter Merchant name');
    expect(placeholderText(companySchema.fields.name, 'Merchant name', en.t)).toBe(
      'Please enter Merchant name',
    );
    expect(problemMessage(noteSchema, { field: 'kind', key: 'validation:required' }, en.t)).toBe(
      'Please choose Status',
    );
    const zh = await testI18n('zh-TW', ['engine', 'companies', 'validation']);
    expect(problemMessage(companySchema, required, zh.t)).toBe('請輸入商戶名稱');
  });

  it('puts the limit in a length message', async () => {
    const en = await testI18n('en', ['engine', 'companies', 'validation']);
    const problem = {
      field: 'name',
      key: 'validation:maxLength',
      label: 'companies:fields.name',
      params: { limit: '100' },
    };
    expect(problemMessage(companySchema, problem, en.t)).toBe(
      'Merchant name cannot be longer than 100 characters',
    );
  });
});

describe('displayValue', () => {
  it('shows enum values by label, switches as yes or no, lists joined', async () => {
    const en = await testI18n('en', ['engine', 'companies']);
    expect(displayValue(companySchema.fields.status, 'pending', en.t)).toBe('Pending');
    expect(displayValue(companySchema.fields.delayedPrinting, undefined, en.t)).toBe('No');
    expect(displayValue(shopSchema.fields.scenes, ['lunch', 'dinner'], en.t)).toBe('Lunch, Dinner');
    expect(displayValue(companySchema.fields.name, undefined, en.t)).toBe('');
  });

  it('never shows a secret, whatever reaches it', async () => {
    const en = await testI18n('en', ['engine']);
    expect(
      displayValue({ type: 'string', format: 'password', title: 'fields:password' }, 'hunter22', en.t),
    ).toBe('');
  });

  it('writes stamps as year-month-day hour:minute:second', () => {
    expect(formatDate('2026-03-04T05:06:07')).toBe('2026-03-04 05:06:07');
  });
});

describe('sections', () => {
  it('groups fields by ui.section in declared order', () => {
    const sections = recordSections(companySchema, ['name', 'email', 'logo', 'autoClosing']);
    expect(sections).toEqual([
      { key: 'companies:sections.basic', fields: ['name', 'logo'] },
      { key: 'companies:sections.contact', fields: ['email'] },
      { key: 'companies:sections.features', fields: ['autoClosing'] },
    ]);
    expect(recordSections(noteSchema, ['title', 'kind'])).toEqual([{ fields: ['title', 'kind'] }]);
  });
});

describe('the widget registry', () => {
  it('gives each type its default widget', () => {
    expect(defaultWidget(fieldOf(companySchema, 'delayedPrinting'))).toBe('switch');
    expect(defaultWidget(fieldOf(companySchema, 'status'))).toBe('select');
    expect(defaultWidget(fieldOf(companySchema, 'simultaneousOnlineTerminals'))).toBe('number');
    expect(defaultWidget(fieldOf(noteSchema, 'dueDate'))).toBe('date');
    expect(defaultWidget(fieldOf(shopSchema, 'scenes'))).toBe('checkboxes');
    expect(defaultWidget(fieldOf(shopSchema, 'openingHours'))).toBeUndefined();
    expect(defaultWidget({ type: 'string', format: 'password', title: 'fields:password' })).toBe('password');
  });

  it('uses a named widget when registered, else falls back to the type default', () => {
    expect(widgetNameFor(fieldOf(companySchema, 'introduction'))).toBe('textarea');
    expect(widgetNameFor(fieldOf(companySchema, 'logo'))).toBe('imageUpload');
    expect(widgetNameFor({ ...fieldOf(companySchema, 'logo'), ui: { widget: 'nobodyRegistered' } })).toBe(
      'text',
    );
    expect(widgetNameFor(fieldOf(shopSchema, 'openingHours'))).toBeUndefined();
    registerWidget('openingHours', () => null, ['widgets']);
    expect(widgetNameFor(fieldOf(shopSchema, 'openingHours'))).toBe('openingHours');
  });
});

describe('the DialogForm store', () => {
  it("asks a state action's input as required fields, free of the record form's hints", () => {
    const input = actionInputResource(companySchema, ['rejectReason']);
    expect(Object.keys(input.fields)).toEqual(['rejectReason']);
    expect(input.required).toEqual(['rejectReason']);
    expect(input.fields.rejectReason?.ui?.readOnly).toBeUndefined();
    expect(input.fields.rejectReason?.ui?.visibleWhen).toBeUndefined();
  });

  it('blocks an empty reason, then sends the filled one', async () => {
    const send = jest.fn().mockResolvedValue(undefined);
    const form = new DialogForm(actionInputResource(companySchema, ['rejectReason']), send);
    expect(await form.submit()).toBe(false);
    expect(form.problemFor('rejectReason')).toMatchObject({ key: 'validation:required' });
    form.setValues({ rejectReason: 'Missing licence' });
    expect(await form.submit()).toBe(true);
    expect(send).toHaveBeenCalledWith({ rejectReason: 'Missing licence' });
  });
});
