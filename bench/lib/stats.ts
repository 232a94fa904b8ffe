export type Timing = { medianMs: number; p95Ms: number; runs: number };

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];

/** The middle value of a few measures. */
export const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/** Runs `task` `warmup` times unmeasured, then `runs` times, and reports the median and 95th percentile. */
export async function time(task: () => Promise<unknown>, runs: number, warmup = Math.ceil(runs / 10)): Promise<Timing> {
  for (let i = 0; i < warmup; i += 1) await task();
  const durations: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = process.hrtime.bigint();
    await task();
    durations.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return distribution(durations);
}

/** The median and 95th percentile of measured durations. */
export function distribution(durations: number[]): Timing {
  const sorted = [...durations].sort((a, b) => a - b);
  return { medianMs: percentile(sorted, 0.5), p95Ms: percentile(sorted, 0.95), runs: sorted.length };
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
