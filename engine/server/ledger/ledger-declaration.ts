// What a ledger holds (docs/schemas.md "The ledger"): its kinds of account and, for each unit, the
// types its entries may carry. Declared once by the module that owns the accounts and read by
// every module that moves them; checked when declared, so a typo stops the start.

export const LEDGER_UNITS = ['cents', 'points', 'credits'] as const;
export type LedgerUnit = (typeof LEDGER_UNITS)[number];

export interface LedgerAccountKind {
  unit: LedgerUnit;
  /** A member's own account (one per member), or the company's (one per company). */
  holder: 'member' | 'company';
  /** The least it may hold: 0 never lets it go below zero; null lets it (a counter-account). */
  floor: 0 | null;
  /** Credits come in lots with an expiry, and debits take from the soonest to expire. */
  lots?: boolean;
}

export interface LedgerDeclaration<Account extends string = string> {
  accounts: Readonly<Record<Account, LedgerAccountKind>>;
  /** The entry types of each unit: what a history shows beside each line. */
  types: Readonly<Record<LedgerUnit, readonly string[]>>;
  /** Where expired lots go, and the type of their entries. */
  expiry?: { account: NoInfer<Account>; type: string };
}

const NAME = /^[a-z][A-Za-z0-9]{0,39}$/;

/** Throws on a declaration that could not be posted to as written. */
export function checkLedgerDeclaration(declaration: LedgerDeclaration): void {
  for (const [name, kind] of Object.entries<LedgerAccountKind>(declaration.accounts)) {
    if (!NAME.test(name)) throw new Error(`ledger account kind "${name}" is not a name`);
    if (!LEDGER_UNITS.includes(kind.unit))
      throw new Error(`ledger account "${name}": unknown unit ${kind.unit}`);
    if (kind.lots && kind.floor !== 0) throw new Error(`ledger account "${name}": lots need a floor of 0`);
  }
  for (const unit of LEDGER_UNITS) {
    for (const type of declaration.types[unit]) {
      if (!NAME.test(type)) throw new Error(`ledger entry type "${type}" is not a name`);
    }
  }
  const { expiry } = declaration;
  if (expiry) {
    const counter = declaration.accounts[expiry.account] as LedgerAccountKind | undefined;
    if (counter?.holder !== 'company') throw new Error("ledger expiry: its account must be the company's");
    if (!declaration.types[counter.unit].includes(expiry.type))
      throw new Error(`ledger expiry: "${expiry.type}" is not a type of ${counter.unit}`);
  }
}
