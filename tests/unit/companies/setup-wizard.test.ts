// The setup wizard's store with the product's own schemas: a step is left only when it passes the
// shared rule, an optional step may be skipped, the records are put together from their steps, and
// the server's field errors go back to the steps that ask them.
import { RequestError } from '../../../engine/client/request-error';
import type { ResourceSchema } from '../../../engine/schema/resource';
import category from '../../../schemas/menu/category.json';
import shop from '../../../schemas/companies/shop.json';
import operationModes from '../../../schemas/store/operation-modes.json';
import printer from '../../../schemas/store/printer.json';
import {
  SETUP_STEPS,
  stepOfField,
  type SetupFinished,
  type SetupStep,
  type SetupSubmission,
} from '../../../protocol/setup-wizard';
import { SetupWizard } from '../../../pages/companies/setup-wizard/setup-wizard';
import { stepResource } from '../../../pages/companies/setup-wizard/step-resource';
import { userInfo } from '../../support/resources';

const resources = {
  shop: shop as unknown as ResourceSchema,
  operationModes: operationModes as unknown as ResourceSchema,
  printer: printer as unknown as ResourceSchema,
  category: category as unknown as ResourceSchema,
};

const finished: SetupFinished = { userInfo: userInfo(), shopId: 9 };

function wizardWith(finish: (submission: SetupSubmission) => Promise<SetupFinished> = async () => finished) {
  return new SetupWizard(resources, userInfo(), finish);
}

/** Fills the step shown and moves on. */
function answer(wizard: SetupWizard, values: Record<string, unknown>): void {
  const { step } = wizard;
  if (!step) throw new Error('no step is shown');
  const form = wizard.formOf(step);
  form.setValues({ ...form.values, ...values });
  expect(wizard.next()).toBe(true);
}

function stepNamed(key: string): SetupStep {
  const found = SETUP_STEPS.find((step) => step.key === key);
  if (!found) throw new Error(`no setup step ${key}`);
  return found;
}
const printerStep = () => stepNamed('printer');

describe('a setup step’s resource', () => {
  it('keeps the step’s fields, their required marks and the rules about them only', () => {
    const cut = stepResource(resources.shop, ['openingHours']);
    expect(Object.keys(cut.fields)).toEqual(['openingHours']);
    expect(cut.required).toEqual([]);
    expect(stepResource(resources.operationModes, ['modes']).rules).toEqual(resources.operationModes.rules);
  });
});

describe('the setup wizard', () => {
  it('stays on a step until its fields pass, and shows why', () => {
    const wizard = wizardWith();
    expect(wizard.next()).toBe(false);
    expect(wizard.index).toBe(0);
    expect(wizard.formOf(stepNamed('shop')).problemFor('name')).toMatchObject({ key: 'validation:required' });
    answer(wizard, { name: '灣仔店' });
    expect(wizard.step?.key).toBe('openingHours');
    wizard.previous();
    expect(wizard.step?.key).toBe('shop');
    expect(wizard.formOf(stepNamed('shop')).values.name).toBe('灣仔店');
  });

  it('puts each record together from its steps, and leaves a skipped printer out', () => {
    const wizard = wizardWith();
    answer(wizard, { name: '灣仔店', phone: '+852 2123 4567' });
    answer(wizard, { openingHours: [{ weekday: 1, start: '11:00', end: '22:00' }] });
    answer(wizard, {});
    wizard.skip();
    answer(wizard, { name: '主菜' });
    expect(wizard.reviewing).toBe(true);
    const { submission } = wizard;
    expect(submission.shop).toEqual({
      name: '灣仔店',
      phone: '+852 2123 4567',
      openingHours: [{ weekday: 1, start: '11:00', end: '22:00' }],
    });
    expect((submission.operationModes?.modes as unknown[]).length).toBe(8);
    expect(submission.printer).toBeNull();
    expect(submission.category).toEqual({ name: '主菜' });

    // Going back to the printer and passing it takes it in again.
    wizard.goTo(printerStep());
    answer(wizard, { name: 'Counter', serialNumber: 'SN-1', key: 'k7Hq92xP' });
    expect(wizard.submission.printer).toMatchObject({
      name: 'Counter',
      serialNumber: 'SN-1',
      model: 'receipt',
    });
  });

  it('refuses to skip a step that is not optional', () => {
    const wizard = wizardWith();
    wizard.skip();
    expect(wizard.index).toBe(0);
  });

  it('hands the server’s field errors to their steps and returns to the first', async () => {
    const refusal = new RequestError('Some fields are not valid', {
      status: 1,
      msg: '輸入有誤',
      msgEn: 'Some fields are not valid',
      data: null,
      errors: [
        { field: 'printer.serialNumber', msg: '序號已存在', msgEn: 'Serial number already exists' },
        { field: 'shop.companyId', msg: '公司不存在', msgEn: 'The company does not exist' },
      ],
    });
    const wizard = wizardWith(() => Promise.reject(refusal));
    answer(wizard, { name: '灣仔店' });
    answer(wizard, {});
    answer(wizard, {});
    answer(wizard, { name: 'Counter', serialNumber: 'SN-1', key: 'k7Hq92xP' });
    answer(wizard, { name: '主菜' });
    await wizard.submit();
    expect(wizard.step?.key).toBe('printer');
    expect(wizard.formOf(printerStep()).serverErrorFor('serialNumber')).toMatchObject({
      msgEn: 'Serial number already exists',
    });
    expect(wizard.otherErrors.map((error) => error.field)).toEqual(['shop.companyId']);
    expect(wizard.finished).toBeNull();
  });

  it('ends with what the server answered', async () => {
    const sent: SetupSubmission[] = [];
    const wizard = wizardWith(async (submission) => {
      sent.push(submission);
      return finished;
    });
    answer(wizard, { name: '灣仔店' });
    answer(wizard, {});
    answer(wizard, {});
    wizard.skip();
    answer(wizard, { name: '主菜' });
    await wizard.submit();
    expect(wizard.finished).toEqual(finished);
    expect(sent).toHaveLength(1);
  });
});

describe('a server field name', () => {
  it('leads to the step asking it', () => {
    expect(stepOfField('shop.openingHours')?.key).toBe('openingHours');
    expect(stepOfField('shop.name')?.key).toBe('shop');
    expect(stepOfField('shop.companyId')).toBeUndefined();
    expect(stepOfField('shop')).toBeUndefined();
  });
});
