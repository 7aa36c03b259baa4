/** A field that failed, before translation: the message key (`validation:*`) and its parameters. */
export interface FieldProblem {
  field: string;
  key: string;
  /** The label key naming the field in the message; `fields:<field>` when absent. */
  label?: string;
  params?: Record<string, string | number>;
}
