/** The part of autocannon's programmatic API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request) => Request;
  }
  interface Histogram {
    p50: number;
    p99: number;
    average: number;
    max: number;
  }
  interface Result {
    latency: Histogram;
    requests: Histogram & { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
  export type { Result, Options, Request };
}
