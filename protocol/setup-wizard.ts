// The first-time setup (/setupwizard, issue 11 item 6): which records the wizard writes, and which
// of their fields each step asks. The client walks the steps; POST /setup/finish writes the records
// through their resources in one transaction, and names a failing field `{record}.{field}`, so the
// wizard can go back to the step that asks it.
import type { UserInfo } from '../engine/protocol';

/** The records one submission writes, by the body key that holds each. */
export const SETUP_RECORDS = {
  shop: 'shop',
  operationModes: 'operationModes',
  printer: 'printer',
  category: 'category',
} as const;

export type SetupRecord = keyof typeof SETUP_RECORDS;

export interface SetupStep {
  key: string;
  record: SetupRecord;
  /** The fields the step shows, of the record's resource. */
  fields: readonly string[];
  /** A step the merchant may leave for later: its record is then not written. */
  optional?: boolean;
}

export const SETUP_STEPS: readonly SetupStep[] = [
  { key: 'shop', record: 'shop', fields: ['name', 'name_en', 'storeId', 'phone', 'introduction'] },
  { key: 'openingHours', record: 'shop', fields: ['openingHours'] },
  { key: 'operationModes', record: 'operationModes', fields: ['modes'] },
  {
    key: 'printer',
    record: 'printer',
    fields: ['name', 'serialNumber', 'model', 'connection', 'key', 'lanIp', 'language', 'location', 'status'],
    optional: true,
  },
  { key: 'category', record: 'category', fields: ['name', 'name_en'] },
];

/** POST /setup/finish: each record's fields; a skipped optional record is null. */
export type SetupSubmission = Record<SetupRecord, Record<string, unknown> | null>;

/** The step asking a field the server named `{record}.{field}`; undefined for any other name. */
export function stepOfField(name: string): SetupStep | undefined {
  const [record, field] = name.split('.', 2);
  return SETUP_STEPS.find(
    (step) => step.record === record && field !== undefined && step.fields.includes(field),
  );
}

/** What a finished setup answers: the owner's user info, now with `dola_pass` true, and his shop. */
export interface SetupFinished {
  userInfo: UserInfo;
  shopId: number;
}
