/** Median, p95, p99 and mean of a list of samples (any unit). */
export interface LatencyStats {
  median: number;
  p95: number;
  p99: number;
  mean: number;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** @param values - samples, in any order */
export function summarise(values: number[]): LatencyStats {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    median: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    mean: values.reduce((sum, value) => sum + value, 0) / values.length,
  };
}

/** The median of a list of numbers (e.g. of repeated runs). */
export const median = (values: number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
