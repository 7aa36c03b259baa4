// The budgets for the client's JavaScript, gzip -9: what /login loads (issue 10), and what a browser
// with an empty cache loads from there until home's key figures are painted after sign-in (issue 22,
// which replaced issue 10's budget on the shell in all: charts and other heavy parts load after the
// figures, and the shell's total once the network is quiet is reported without a budget).
import type { ScriptSet } from '../support/script-weight';
import { kilobytes } from '../support/table';

export const LOGIN_BUDGET_BYTES = 150 * 1024;
export const FIGURES_BUDGET_BYTES = 300 * 1024;

export interface ClientFigures {
  login: ScriptSet;
  shell: ScriptSet;
  /** /login's scripts and those requested after signing in before home's key figures were painted. */
  toFigures: ScriptSet;
}

/** gzip bytes of the shell after sign-in, in all: /login's scripts and those signing in added. */
export function shellInAll({ login, shell }: Pick<ClientFigures, 'login' | 'shell'>): number {
  return login.gzipBytes + shell.gzipBytes;
}

/** Each budget the figures exceed, in words. */
export function budgetProblems(figures: ClientFigures): string[] {
  const problems: string[] = [];
  if (figures.login.gzipBytes > LOGIN_BUDGET_BYTES)
    problems.push(
      `/login loads ${kilobytes(figures.login.gzipBytes)} of JavaScript (gzip), over its ${kilobytes(LOGIN_BUDGET_BYTES)} budget`,
    );
  if (figures.toFigures.gzipBytes > FIGURES_BUDGET_BYTES)
    problems.push(
      `${kilobytes(figures.toFigures.gzipBytes)} of JavaScript (gzip) load before home's key figures are painted, over its ${kilobytes(FIGURES_BUDGET_BYTES)} budget`,
    );
  return problems;
}
