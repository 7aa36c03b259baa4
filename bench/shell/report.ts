import { formatTable } from '../support/table';
import type { LighthouseResult } from './lighthouse-step';

export function lighthouseTable(result: LighthouseResult): string {
  if (result.skipped) return `Lighthouse: skipped, ${result.skipped}`;
  if (result.error || result.performance === undefined)
    return `Lighthouse: FAILED, ${result.error ?? 'no score'}`;
  const metrics = Object.entries(result.metrics ?? {}).map(([id, value]) => [
    id,
    id === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)} ms`,
  ]);
  return formatTable(
    ['Lighthouse desktop, /login', 'value'],
    [['performance score', String(result.performance)], ...metrics],
  );
}

export const lighthouseProblems = (result: LighthouseResult): string[] =>
  result.error ? [`lighthouse: ${result.error}`] : [];
