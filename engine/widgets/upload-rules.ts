// Which of the files a user picked or dropped are sent (core spec §5), in the order the product's
// ancestor applies them: more files than the field holds refuses the whole pick with a warning;
// then each file on its own: a wrong type is dropped silently, one over the size limit is refused
// with the message keyed scwjbncg100m, and the rest are sent.
import { ACCEPTED_SUFFIXES, type UploadKind } from '../protocol/uploads';

export interface PickedFile {
  name: string;
  size: number;
}

export type Refusal = { reason: 'tooMany'; limitNum: number } | { reason: 'tooLarge'; limitBytes: number };

export interface Screening<F extends PickedFile> {
  send: F[];
  /** What to tell the user; none when every file went, or only wrong types were dropped. */
  refusal?: Refusal;
}

export interface ScreeningRules {
  kind: UploadKind;
  /** How many files the field may hold (`ui.limitNum`); one for a field of one path. */
  limitNum: number;
  /** How many it holds already; a field of one path is replaced, so it counts none. */
  held: number;
  limitBytes: number;
}

/** The paths a field's value holds: one string, or a list of them. */
export function pathsOf(value: unknown): string[] {
  if (typeof value === 'string') return value === '' ? [] : [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** The suffix of a file name, lower-cased: what core spec §5 filters on. */
export function fileSuffix(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isAcceptedFile(name: string, kind: UploadKind): boolean {
  return ACCEPTED_SUFFIXES[kind].includes(fileSuffix(name));
}

/** The `accept` list of a file input for this kind: `.jpg,.jpeg,.png`. */
export function acceptList(kind: UploadKind): string {
  return ACCEPTED_SUFFIXES[kind].map((suffix) => `.${suffix}`).join(',');
}

export function screenPicked<F extends PickedFile>(
  picked: readonly F[],
  { kind, limitNum, held, limitBytes }: ScreeningRules,
): Screening<F> {
  if (held + picked.length > limitNum) return { send: [], refusal: { reason: 'tooMany', limitNum } };
  const typed = picked.filter((file) => isAcceptedFile(file.name, kind));
  const send = typed.filter((file) => file.size <= limitBytes);
  return send.length < typed.length ? { send, refusal: { reason: 'tooLarge', limitBytes } } : { send };
}
