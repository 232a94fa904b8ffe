const dayMs = 24 * 60 * 60 * 1000;

/** The UTC calendar day ('YYYY-MM-DD') `days` after `now`. */
export const dayAfter = (now: Date, days: number): string =>
  new Date(now.getTime() + days * dayMs).toISOString().slice(0, 10);
