// The dining-mode card's rules (core spec §4), one test each, then the blocking rule of business
// spec §4 and its agreement with the schema's own rules, which the server runs on every save.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateRecord } from '../../../engine/schema/record-validation';
import type { ResourceSchema } from '../../../engine/schema/resource';
import { subFieldsOf } from '../../../engine/schema/row-fields';
import {
  MODE_TYPES,
  PICKUP_INTERVALS,
  PICKUP_MAX_TIMES,
  SELF_SERVICE,
  TABLE_SERVICE,
  blockersOf,
  breaksBlockingRule,
  changeOptions,
  entriesOf,
  isOn,
  turnOff,
  turnOn,
  visibleOptions,
  type DiningModeEntry,
  type ModeType,
  type Target,
} from '../../../pages/store/dining-modes/dining-mode-rules';

const schema = JSON.parse(
  readFileSync(join(__dirname, '..', '..', '..', 'schemas', 'store', 'operation-modes.json'), 'utf8'),
) as ResourceSchema;
const modesField = schema.fields.modes;
if (!modesField) throw new Error('operation-modes.json has no modes field');
const subFields = subFieldsOf(modesField) ?? {};

/** Every mode off but those named on; the self-service modes and take-away offer their natural order type. */
function modes(...on: Target[]): DiningModeEntry[] {
  const entries = entriesOf([]).map((entry) =>
    entry.type === 'takeAway'
      ? { ...entry, takeout: true }
      : SELF_SERVICE.includes(entry.type)
        ? { ...entry, tangshi: true }
        : entry,
  );
  return on.reduce(
    (result, target) =>
      target === 'takeAwayDineIn'
        ? changeOptions(result, 'takeAway', { tangshi: true })
        : result.map((entry) => (entry.type === target ? { ...entry, enable: true } : entry)),
    entries,
  );
}

const entryOf = (entries: readonly DiningModeEntry[], type: ModeType): DiningModeEntry => {
  const found = entries.find((entry) => entry.type === type);
  if (!found) throw new Error(`no ${type}`);
  return found;
};

describe('the dining-mode card rules (core spec §4)', () => {
  it('rule 1: any option of the first group on blocks dine-in for the takeaway entry and the second card', () => {
    expect(blockersOf(modes('takeAway'), 'takeAwayDineIn')).toEqual([]);
    expect(blockersOf(modes(), 'mainQr')).toEqual([]);
    for (const first of TABLE_SERVICE) {
      const entries = modes(first, 'takeAway');
      expect(blockersOf(entries, 'takeAwayDineIn')).toEqual([first]);
      for (const second of SELF_SERVICE) expect(blockersOf(entries, second)).toEqual([first]);
    }
    expect(blockersOf(modes('tableQr', 'serverQr'), 'fastDining')).toEqual(['tableQr', 'serverQr']);
  });

  it('rule 2: the second card on, or dine-in chosen on the first card, locks the first group', () => {
    expect(blockersOf(modes('takeAway'), 'tableQr')).toEqual([]);
    for (const first of TABLE_SERVICE) {
      expect(blockersOf(modes('mainQr'), first)).toEqual(['mainQr']);
      expect(blockersOf(modes('fastDining'), first)).toEqual(['fastDining']);
      expect(blockersOf(modes('takeAway', 'takeAwayDineIn'), first)).toEqual(['takeAwayDineIn']);
    }
    // Dine-in chosen on a take-away that is off offers nothing, so it locks nothing.
    expect(blockersOf(modes('takeAwayDineIn'), 'serverDineIn')).toEqual([]);
  });

  it('rule 3: unchecking the first card clears its takeaway list, and only the first card', () => {
    const ordering = changeOptions(modes('takeAway', 'takeAwayDineIn', 'fastDining'), 'takeAway', {
      selectableTime: true,
    });
    const off = turnOff(ordering, 'takeAway');
    expect(entryOf(off, 'takeAway')).toEqual({
      type: 'takeAway',
      enable: false,
      takeout: false,
      tangshi: false,
    });
    expect(entryOf(turnOff(ordering, 'fastDining'), 'fastDining')).toEqual({
      type: 'fastDining',
      enable: false,
      tangshi: true,
    });
  });

  it('rule 4: the takeaway time selection shows only when takeaway is chosen', () => {
    const entries = modes('takeAway', 'mainQr');
    expect(visibleOptions(entryOf(entries, 'takeAway')).pickupTime).toBe(true);
    expect(visibleOptions(entryOf(entries, 'mainQr')).pickupTime).toBe(false);
    const noTakeaway = changeOptions(entries, 'takeAway', { takeout: false, tangshi: true });
    expect(visibleOptions(entryOf(noTakeaway, 'takeAway')).pickupTime).toBe(false);
    // A mode that is off shows no option at all.
    expect(visibleOptions(entryOf(modes(), 'takeAway')).pickupTime).toBe(false);
  });

  it('rule 5: the interval and the range show only when selectableTime is on, starting at the first choices', () => {
    const entries = modes('takeAway');
    expect(visibleOptions(entryOf(entries, 'takeAway')).pickupRange).toBe(false);
    const choosing = changeOptions(entries, 'takeAway', { selectableTime: true });
    expect(visibleOptions(entryOf(choosing, 'takeAway')).pickupRange).toBe(true);
    expect(entryOf(choosing, 'takeAway')).toMatchObject({
      takeOutTimeInterval: PICKUP_INTERVALS[0],
      takeOutPickUpMaxTime: PICKUP_MAX_TIMES[0],
    });
    // Hidden again, they are cleared, so nothing the operator cannot see is saved.
    const notChoosing = changeOptions(choosing, 'takeAway', { selectableTime: false });
    expect(entryOf(notChoosing, 'takeAway')).not.toHaveProperty('takeOutTimeInterval');
    expect(entryOf(notChoosing, 'takeAway')).not.toHaveProperty('takeOutPickUpMaxTime');
  });

  it('rule 6: the post-payment kitchen review shows only when payFirst is false', () => {
    const later = changeOptions(modes('tableQr'), 'tableQr', {
      payFirst: false,
      sendToKitchenAuditPayAfter: true,
    });
    expect(visibleOptions(entryOf(later, 'tableQr')).kitchenReview).toBe(true);
    const first = changeOptions(later, 'tableQr', { payFirst: true });
    expect(visibleOptions(entryOf(first, 'tableQr')).kitchenReview).toBe(false);
    expect(entryOf(first, 'tableQr')).not.toHaveProperty('sendToKitchenAuditPayAfter');
    // Delivery platforms have no payment options at all.
    expect(visibleOptions(entryOf(modes('deliveryPlatform'), 'deliveryPlatform')).kitchenReview).toBe(false);
  });
});

describe('the blocking rule (business spec §4)', () => {
  it('switches the blockers off once confirmed, and goes both ways', () => {
    const selfService = modes('mainQr', 'fastDining', 'takeAway', 'takeAwayDineIn', 'tableOrder');
    const tableQr = turnOn(selfService, 'tableQr');
    expect(MODE_TYPES.filter((type) => isOn(tableQr, type))).toEqual(['tableOrder', 'tableQr', 'takeAway']);
    expect(entryOf(tableQr, 'takeAway')).toMatchObject({ takeout: true, tangshi: false });
    expect(breaksBlockingRule(tableQr)).toBe(false);

    const back = turnOn(tableQr, 'fastDining');
    expect(MODE_TYPES.filter((type) => isOn(back, type))).toEqual(['tableOrder', 'fastDining', 'takeAway']);
    const dineIn = turnOn(tableQr, 'takeAwayDineIn');
    expect(isOn(dineIn, 'tableQr')).toBe(false);
    expect(isOn(dineIn, 'takeAwayDineIn')).toBe(true);
  });

  it('leaves take-away something to offer when a blocker takes its only order type, dine-in', () => {
    const dineInOnly = changeOptions(modes('takeAway', 'takeAwayDineIn'), 'takeAway', { takeout: false });
    expect(entryOf(turnOn(dineInOnly, 'serverDineIn'), 'takeAway')).toMatchObject({
      enable: true,
      takeout: true,
      tangshi: false,
    });
    // Unticked by the operator, it is left as he chose: the form then asks for an order type.
    expect(entryOf(turnOff(dineInOnly, 'takeAwayDineIn'), 'takeAway')).toMatchObject({
      takeout: false,
      tangshi: false,
    });
  });

  it('agrees with the rules the server runs, for every combination of modes and dine-in for take-away', () => {
    const targets: Target[] = [...MODE_TYPES, 'takeAwayDineIn'];
    const blocking = new Set([
      'modes:rules.selfServiceWithTableService',
      'modes:rules.takeAwayDineInWithTableService',
    ]);
    for (let mask = 0; mask < 2 ** targets.length; mask += 1) {
      const entries = modes(...targets.filter((_target, bit) => (mask & (1 << bit)) !== 0));
      const { problems } = validateRecord(schema, { modes: entries }, ['modes']);
      expect(problems.every((problem) => blocking.has(problem.key))).toBe(true);
      expect(problems.length > 0).toBe(breaksBlockingRule(entries));
    }
  });
});

describe('the entries and the schema', () => {
  it('reads one entry per mode in the card order, a missing one off, and drops hidden options', () => {
    const entries = entriesOf([
      { type: 'takeAway', enable: true, takeout: false, selectableTime: true, takeOutTimeInterval: 30 },
      { type: 'tableQr', enable: true, payFirst: true, sendToKitchenAuditPayAfter: true },
      'not an entry',
    ]);
    expect(entries.map((entry) => entry.type)).toEqual([...MODE_TYPES]);
    expect(entryOf(entries, 'takeAway')).toEqual({ type: 'takeAway', enable: true, takeout: false });
    expect(entryOf(entries, 'tableQr')).toEqual({ type: 'tableQr', enable: true, payFirst: true });
    expect(entryOf(entries, 'mainQr')).toEqual({ type: 'mainQr', enable: false });
  });

  it('offers the modes and the pickup choices the schema allows, and its default passes its rules', () => {
    expect(subFields.type?.enum).toEqual([...MODE_TYPES]);
    expect(subFields.takeOutTimeInterval?.enum).toEqual([...PICKUP_INTERVALS]);
    expect(subFields.takeOutPickUpMaxTime?.enum).toEqual([...PICKUP_MAX_TIMES]);
    expect(entriesOf(modesField.default)).toEqual(modesField.default);
    expect(validateRecord(schema, { modes: modesField.default }, ['modes']).problems).toEqual([]);
  });

  it('turns a mode on with its natural order type, so it can be saved', () => {
    expect(entryOf(turnOn(entriesOf([]), 'takeAway'), 'takeAway')).toMatchObject({
      enable: true,
      takeout: true,
    });
    expect(entryOf(turnOn(entriesOf([]), 'mainQr'), 'mainQr')).toMatchObject({ enable: true, tangshi: true });
    const saved = turnOn(turnOn(entriesOf([]), 'fastDining'), 'takeAway');
    expect(validateRecord(schema, { modes: saved }, ['modes']).problems).toEqual([]);
  });
});
