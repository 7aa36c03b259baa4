// What the ingest says about one bad order: a field problem naming the field's path in the batch
// (`orders[3].lines[0].amount`), its message under `sales:errors` and the field's own label under
// `sales:fields`, translated by the route like any field error (engine/server/envelope.ts).
import type { FieldProblem } from '../../engine/server';

export type IngestProblem = FieldProblem;

/** The problems of one order, gathered as its checks run; every message names the path it is about. */
export class ProblemList {
  readonly problems: IngestProblem[] = [];

  add(path: string, key: string, params: Record<string, string | number> = {}): void {
    this.problems.push({
      field: path,
      key: `sales:errors.${key}`,
      label: `sales:fields.${leafName(path)}`,
      params: { path, ...params },
    });
  }

  get empty(): boolean {
    return this.problems.length === 0;
  }
}

/** The field a path ends with: `amount` of `orders[3].lines[0].amount`, `orders` of `orders[3]`. */
function leafName(path: string): string {
  const last = path.split('.').pop() ?? path;
  return last.replace(/\[\d+\]$/, '');
}
