// autocannon 8 ships no types and @types/autocannon is not installed; this declares only the
// parts of its programmatic API that the benchmarks use (see its README, "Programmatically").
declare module 'autocannon' {
  namespace autocannon {
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p90: number;
      p99: number;
    }

    interface Result {
      title?: string;
      url: string;
      requests: Histogram;
      latency: Histogram;
      throughput: Histogram;
      duration: number;
      errors: number;
      timeouts: number;
      mismatches: number;
      non2xx: number;
      connections: number;
    }

    interface Options {
      url: string;
      title?: string;
      connections?: number;
      duration?: number;
      timeout?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      /** Called with every response body; a falsy answer counts the response in `mismatches`. */
      verifyBody?: (body: string) => boolean;
    }

    // A thenable event emitter: `then` and `catch` only, no `finally`.
    interface Instance extends PromiseLike<Result> {
      stop(): void;
      /** Every response, with its latency in fractional milliseconds (the histogram keeps whole ones). */
      on(
        event: 'response',
        listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void,
      ): this;
    }
  }

  function autocannon(options: autocannon.Options): autocannon.Instance;

  export = autocannon;
}
