/** The spans a score history can be read over, in days, shortest first: plain values the app imports without zod. */
export const historySpans = [30, 90, 365] as const;
export type HistorySpan = (typeof historySpans)[number];
