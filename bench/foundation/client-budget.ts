// Issue 10's budgets for the client's JavaScript, gzip -9: what /login loads, and the shell after
// sign-in (landing on /), counted with what /login already loaded.
import type { ScriptSet } from '../support/script-weight';
import { kilobytes } from '../support/table';

export const LOGIN_BUDGET_BYTES = 150 * 1024;
export const SHELL_BUDGET_BYTES = 300 * 1024;

export interface ClientFigures {
  login: ScriptSet;
  shell: ScriptSet;
}

/** gzip bytes of the shell after sign-in, in all: /login's scripts and those signing in added. */
export function shellInAll({ login, shell }: ClientFigures): number {
  return login.gzipBytes + shell.gzipBytes;
}

/** Each budget the figures exceed, in words. */
export function budgetProblems(figures: ClientFigures): string[] {
  const problems: string[] = [];
  if (figures.login.gzipBytes > LOGIN_BUDGET_BYTES)
    problems.push(
      `/login loads ${kilobytes(figures.login.gzipBytes)} of JavaScript (gzip), over its ${kilobytes(LOGIN_BUDGET_BYTES)} budget`,
    );
  const shell = shellInAll(figures);
  if (shell > SHELL_BUDGET_BYTES)
    problems.push(
      `the shell after sign-in loads ${kilobytes(shell)} of JavaScript (gzip) in all, over its ${kilobytes(SHELL_BUDGET_BYTES)} budget`,
    );
  return problems;
}
