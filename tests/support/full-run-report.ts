// Where `npm test`'s one Jest run writes its report, which `npm run test:durations` reads.
import { join } from 'node:path';

export const FULL_RUN_NAME = 'all';

export function jestReportPath(root: string, name: string): string {
  return join(root, 'test-output', `jest-${name}.json`);
}
