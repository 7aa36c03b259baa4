/** A field that failed, before translation: the message key (`validation:*`) and its parameters. */
export interface FieldProblem {
  field: string;
  key: string;
  /** The label key naming the field in the message; `fields:<field>` when absent. */
  label?: string;
  params?: Record<string, string | number>;
  /**
   * The problem lies in one row of a rows field: its number (from 1) and the sub-field's label key.
   * `key` and `params` then describe the sub-field, and the message reads "Options, row 2: …".
   */
  row?: { number: number; label: string };
}
