import { cpus, loadavg, totalmem } from 'node:os';

/** What the figures were measured on; throughput figures mean little without it. */
export function describeMachine() {
  const cores = cpus();
  return {
    cores: cores.length,
    cpu: cores[0]?.model.trim() ?? 'unknown',
    memoryGB: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    // Other work on the machine when the run began skews every figure; recorded so a reader can tell.
    loadAverage1m: Number((loadavg()[0] ?? 0).toFixed(2)),
  };
}
