// The ErrorLog store (core spec §2.4 "error-log dialog", §3 "Error log"): the runtime errors of this
// page, newest first, for the header's error-log dialog. Kept in memory only: an error belongs to
// the page that raised it.
import { makeAutoObservable } from 'mobx';

/** Where an error was caught: a window `error`, an unhandled promise rejection, a screen's render. */
export type ErrorSource = 'error' | 'rejection' | 'render';

export interface ErrorEntry {
  id: number;
  source: ErrorSource;
  message: string;
  stack?: string;
  /** The page's address when it happened. */
  url: string;
  time: Date;
}

/** An endless error loop must not grow the page's memory without bound: the oldest go first. */
export const ERROR_LOG_LIMIT = 100;

/** The message and stack of whatever was thrown (an Error, a string, anything). */
export function describeError(thrown: unknown): { message: string; stack?: string } {
  if (thrown instanceof Error) return { message: thrown.message || thrown.name, stack: thrown.stack };
  if (typeof thrown === 'string') return { message: thrown };
  try {
    return { message: JSON.stringify(thrown) ?? String(thrown) };
  } catch {
    return { message: String(thrown) };
  }
}

export class ErrorLog {
  logs: ErrorEntry[] = [];
  private nextId = 1;

  constructor(private readonly now: () => Date = () => new Date()) {
    makeAutoObservable<ErrorLog, 'now' | 'nextId'>(this, { now: false, nextId: false }, { autoBind: true });
  }

  add(source: ErrorSource, thrown: unknown, url: string): void {
    const entry: ErrorEntry = { id: this.nextId++, source, url, time: this.now(), ...describeError(thrown) };
    this.logs = [entry, ...this.logs].slice(0, ERROR_LOG_LIMIT);
  }

  clear(): void {
    this.logs = [];
  }
}
