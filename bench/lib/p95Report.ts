import { line, verdict } from './report';
import { record } from './results';
import { ms, type Timing } from './stats';

/** Prints one measured read against its p95 target and records it for bench/RESULTS.md; true when it meets it. */
export const reportP95 = (label: string, measured: string, timing: Timing, targetMs: number): boolean => {
  const ok = timing.p95Ms <= targetMs;
  const figures = `median ${ms(timing.medianMs)}, p95 ${ms(timing.p95Ms)}`;
  line(label, `${figures} (target <= ${targetMs} ms) ${verdict(ok)}`);
  record(measured, `p95 ≤ ${targetMs} ms`, figures);
  return ok;
};
