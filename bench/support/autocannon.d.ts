// The part of autocannon's API the load benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    total: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    /** Requests per second over all connections (a fixed rate instead of as fast as possible). */
    overallRate?: number;
    /** With a rate: record each latency once (no coordinated-omission samples added). */
    ignoreCoordinatedOmission?: boolean;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: Array<{ setupRequest?: (request: object) => object }>;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
