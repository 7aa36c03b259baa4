// What the engine's rjsf templates ask the form they render (passed as rjsf's formContext): which
// top-level fields show, which are required, and the message each shows. A record form and a dialog
// form both answer it, so the templates know neither.
export interface FormSection {
  /** The section heading, already translated; none for fields declared without a section. */
  title?: string;
  fields: string[];
}

/** The second entry of each secret field, which the form keeps beside its values (password widget). */
export interface SecretConfirmationTexts {
  textFor(name: string): string;
  set(name: string, text: string): void;
}

/** The name a confirmation's message is filed under: it shows on the second input, not the first. */
export const confirmationOf = (name: string): string => `${name}.confirmation`;

export interface EngineFormContext {
  isVisible(name: string): boolean;
  isRequired(name: string): boolean;
  /** The translated message for a field (or a secret's confirmation), or undefined when it shows none. */
  messageFor(name: string): string | undefined;
  confirmations: SecretConfirmationTexts;
  /** The form's sections in order; a form without sections shows one plain group. */
  sections: FormSection[];
  /** The form's values as its conditions see them, for a widget reading the fields beside it. */
  values?(): Readonly<Record<string, unknown>>;
  /** Fields without cards around their sections, as a dialog shows them. */
  plain?: boolean;
}

export function engineFormContext(context: unknown): EngineFormContext | undefined {
  return typeof context === 'object' && context !== null && 'messageFor' in context
    ? (context as EngineFormContext)
    : undefined;
}
