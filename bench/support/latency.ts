/**
 * Response times kept at full precision. autocannon's own histogram stores whole milliseconds, so
 * a fast endpoint (a hello-world answers in a fraction of one) reads as 0 ms and cannot be compared.
 */
export class LatencySamples {
  private samples = new Float64Array(1 << 16);
  private count = 0;

  record(ms: number): void {
    if (this.count === this.samples.length) {
      const grown = new Float64Array(this.samples.length * 2);
      grown.set(this.samples);
      this.samples = grown;
    }
    this.samples[this.count++] = ms;
  }

  /** How many times were recorded. */
  get size(): number {
    return this.count;
  }

  /** Nearest-rank percentiles (0 to 100), in milliseconds; 0 when nothing was recorded. */
  percentiles(...ranks: number[]): number[] {
    const sorted = this.samples.subarray(0, this.count).sort();
    return ranks.map((rank) => {
      if (sorted.length === 0) return 0;
      const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((rank / 100) * sorted.length) - 1));
      return sorted[index] ?? 0;
    });
  }
}
