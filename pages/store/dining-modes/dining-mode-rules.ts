// The dining-mode card's rules (core spec §4 "Dining-mode card rules", business spec §4 "Operation
// modes") as plain functions over the entries, so each is tested alone and the widget only draws.
// How the spec's words map onto the eight modes (docs/schemas.md, "diningModes"):
// - the first group is table service: server dine-in, table QR, server-issued QR;
// - the second card is self-service: main QR ordering and fast dining;
// - the first card, the takeaway entry with its takeaway list, is the take-away mode with its order
//   types (takeaway, dine-in).
// The spec's "disabled" and "locked" are one state here, blocked: business §4 asks for a confirmation
// both ways, so a blocked control stays usable, says what blocks it, and turning it on switches its
// blockers off once the operator confirms. The server holds the same line (the schema's rules).
import { PICKUP_MAX_MINUTES, TAKEAWAY_INTERVAL_MINUTES } from '../../../protocol/dining-mode';

export const MODE_TYPES = [
  'tableOrder',
  'serverDineIn',
  'tableQr',
  'serverQr',
  'mainQr',
  'fastDining',
  'takeAway',
  'deliveryPlatform',
] as const;
export type ModeType = (typeof MODE_TYPES)[number];

/** A dining-mode entry (core spec §3); a mode's options are absent until it has them. */
export interface DiningModeEntry {
  type: ModeType;
  enable: boolean;
  payFirst?: boolean;
  onlinePay?: boolean;
  sendToKitchenAuditPayAfter?: boolean;
  /** Takeaway is one of the order types offered. */
  takeout?: boolean;
  /** Dine-in is one of the order types offered. */
  tangshi?: boolean;
  selectableTime?: boolean;
  takeOutTimeInterval?: number;
  takeOutPickUpMaxTime?: number;
}

/** The first group: table service. */
export const TABLE_SERVICE: readonly ModeType[] = ['serverDineIn', 'tableQr', 'serverQr'];
/** The second card: self-service, which table service excludes and which excludes it. */
export const SELF_SERVICE: readonly ModeType[] = ['mainQr', 'fastDining'];
/** The first card: the takeaway entry, whose dine-in table service excludes too. */
export const TAKEAWAY_ENTRY: ModeType = 'takeAway';
/** The rest, which go with anything (take-away's dine-in aside). */
export const OTHER_MODES: readonly ModeType[] = ['takeAway', 'tableOrder', 'deliveryPlatform'];

/** The card's groups, in the order it shows them. */
export interface ModeGroup {
  name: 'tableService' | 'selfService' | 'other';
  types: readonly ModeType[];
}
export const MODE_GROUPS: readonly ModeGroup[] = [
  { name: 'tableService', types: TABLE_SERVICE },
  { name: 'selfService', types: SELF_SERVICE },
  { name: 'other', types: OTHER_MODES },
];

/** Modes whose card offers the order types (dine-in, takeaway) and with takeaway the pickup time. */
const WITH_ORDER_TYPES: readonly ModeType[] = ['mainQr', 'fastDining', 'takeAway'];
/** Delivery platforms take their orders paid: no payment options there. */
const WITHOUT_PAYMENT: readonly ModeType[] = ['deliveryPlatform'];

/** Takeaway pickup (core spec §9; business §9): an interval, and how far ahead, in minutes. */
export const PICKUP_INTERVALS: readonly number[] = TAKEAWAY_INTERVAL_MINUTES;
export const PICKUP_MAX_TIMES: readonly number[] = Array.from(
  { length: (PICKUP_MAX_MINUTES.max - PICKUP_MAX_MINUTES.min) / PICKUP_MAX_MINUTES.step + 1 },
  (_unused, index) => PICKUP_MAX_MINUTES.min + index * PICKUP_MAX_MINUTES.step,
);

/** What can be switched on: a mode, or dine-in for the takeaway entry. */
export type Target = ModeType | 'takeAwayDineIn';

/** The entries of a value, one per mode in the card order; a mode the value lacks reads off. */
export function entriesOf(value: unknown): DiningModeEntry[] {
  const given = Array.isArray(value) ? value : [];
  return MODE_TYPES.map((type) => {
    const found: unknown = given.find(
      (entry: unknown) =>
        typeof entry === 'object' && entry !== null && (entry as { type?: unknown }).type === type,
    );
    const entry = found as Partial<DiningModeEntry> | undefined;
    // Read as the card would leave it, so a stale hidden option is not saved again.
    return entry ? settled({ ...entry, type, enable: entry.enable === true }, {}) : { type, enable: false };
  });
}

const entryOf = (entries: readonly DiningModeEntry[], type: ModeType): DiningModeEntry | undefined =>
  entries.find((candidate) => candidate.type === type);

export function isOn(entries: readonly DiningModeEntry[], target: Target): boolean {
  if (target === 'takeAwayDineIn') {
    const takeAway = entryOf(entries, TAKEAWAY_ENTRY);
    return takeAway?.enable === true && takeAway.tangshi === true;
  }
  return entryOf(entries, target)?.enable === true;
}

const onAmong = (entries: readonly DiningModeEntry[], targets: readonly Target[]): Target[] =>
  targets.filter((target) => isOn(entries, target));

/**
 * Rule 1: with any option of the first group on, the takeaway entry's dine-in and the second card
 * are blocked (by the table-service modes that are on).
 */
export function tableServiceBlockers(entries: readonly DiningModeEntry[]): Target[] {
  return onAmong(entries, TABLE_SERVICE);
}

/**
 * Rule 2: with the second card on, or dine-in chosen on the first card, the first group is locked
 * (by those that are on).
 */
export function selfServiceBlockers(entries: readonly DiningModeEntry[]): Target[] {
  return onAmong(entries, [...SELF_SERVICE, 'takeAwayDineIn']);
}

/** What turning `target` on would switch off: nothing when nothing blocks it. */
export function blockersOf(entries: readonly DiningModeEntry[], target: Target): Target[] {
  if (TABLE_SERVICE.includes(target as ModeType)) return selfServiceBlockers(entries);
  if (target === 'takeAwayDineIn' || SELF_SERVICE.includes(target as ModeType))
    return tableServiceBlockers(entries);
  return [];
}

/** The business rule the server holds too: table service and self-service (or take-away's dine-in) at once. */
export function breaksBlockingRule(entries: readonly DiningModeEntry[]): boolean {
  return tableServiceBlockers(entries).length > 0 && selfServiceBlockers(entries).length > 0;
}

/**
 * An entry with one change and what follows from it: a hidden option is cleared, so nothing the
 * operator cannot see is saved (rules 4 to 6), and a pickup time chosen starts at the first choices.
 */
function settled(entry: DiningModeEntry, change: Partial<DiningModeEntry>): DiningModeEntry {
  const next: DiningModeEntry = { ...entry, ...change };
  if (next.payFirst === true) delete next.sendToKitchenAuditPayAfter;
  if (next.takeout !== true) delete next.selectableTime;
  if (next.selectableTime === true) {
    next.takeOutTimeInterval ??= TAKEAWAY_INTERVAL_MINUTES[0];
    next.takeOutPickUpMaxTime ??= PICKUP_MAX_MINUTES.min;
  } else {
    delete next.takeOutTimeInterval;
    delete next.takeOutPickUpMaxTime;
  }
  return next;
}

/** The entries with one mode's options changed (never its `enable`: see turnOn and turnOff). */
export function changeOptions(
  entries: readonly DiningModeEntry[],
  type: ModeType,
  change: Omit<Partial<DiningModeEntry>, 'type' | 'enable'>,
): DiningModeEntry[] {
  return entries.map((candidate) => (candidate.type === type ? settled(candidate, change) : candidate));
}

function switchedOff(entries: readonly DiningModeEntry[], target: Target): DiningModeEntry[] {
  if (target === 'takeAwayDineIn') return changeOptions(entries, TAKEAWAY_ENTRY, { tangshi: false });
  return entries.map((candidate) => {
    if (candidate.type !== target) return candidate;
    // Rule 3: unchecking the first card clears its takeaway list (and the pickup time with it).
    if (target === TAKEAWAY_ENTRY)
      return settled({ ...candidate, enable: false }, { takeout: false, tangshi: false });
    return { ...candidate, enable: false };
  });
}

/** A mode on with an empty order-type list offers its natural one, so it can be saved. */
function withOrderType(candidate: DiningModeEntry): DiningModeEntry {
  const chosen = candidate.takeout === true || candidate.tangshi === true;
  if (!candidate.enable || !offersOrderTypes(candidate.type) || chosen) return candidate;
  return candidate.type === TAKEAWAY_ENTRY
    ? settled(candidate, { takeout: true })
    : { ...candidate, tangshi: true };
}

/** Switches `target` on and every blocker off: what the operator confirmed (or nothing blocked). */
export function turnOn(entries: readonly DiningModeEntry[], target: Target): DiningModeEntry[] {
  const blockers = blockersOf(entries, target);
  const cleared = blockers.reduce(switchedOff, [...entries]);
  const on =
    target === 'takeAwayDineIn'
      ? changeOptions(cleared, TAKEAWAY_ENTRY, { tangshi: true })
      : cleared.map((candidate) => (candidate.type === target ? { ...candidate, enable: true } : candidate));
  // The mode turned on, and take-away whose dine-in a blocker took, offer their natural order type
  // when left with none.
  const settle = new Set<Target>([target, ...(blockers.includes('takeAwayDineIn') ? [TAKEAWAY_ENTRY] : [])]);
  return on.map((candidate) => (settle.has(candidate.type) ? withOrderType(candidate) : candidate));
}

export function turnOff(entries: readonly DiningModeEntry[], target: Target): DiningModeEntry[] {
  return switchedOff(entries, target);
}

export function offersOrderTypes(type: ModeType): boolean {
  return WITH_ORDER_TYPES.includes(type);
}

export function offersPayment(type: ModeType): boolean {
  return !WITHOUT_PAYMENT.includes(type);
}

/** Which of an entry's options its card shows, by rules 4 to 6 (all of them only while it is on). */
export interface VisibleOptions {
  payment: boolean;
  orderTypes: boolean;
  /** Rule 6: the post-payment kitchen review only when paying later. */
  kitchenReview: boolean;
  /** Rule 4: the pickup time choice only when takeaway is chosen. */
  pickupTime: boolean;
  /** Rule 5: the interval and the range only when guests choose a pickup time. */
  pickupRange: boolean;
}

export function visibleOptions(candidate: DiningModeEntry): VisibleOptions {
  const on = candidate.enable;
  const payment = on && offersPayment(candidate.type);
  const orderTypes = on && offersOrderTypes(candidate.type);
  const pickupTime = orderTypes && candidate.takeout === true;
  return {
    payment,
    orderTypes,
    kitchenReview: payment && candidate.payFirst !== true,
    pickupTime,
    pickupRange: pickupTime && candidate.selectableTime === true,
  };
}
