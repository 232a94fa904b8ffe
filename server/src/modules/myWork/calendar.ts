const dayMs = 24 * 60 * 60 * 1000;

/** The UTC calendar day ('YYYY-MM-DD') `days` after `now`. */
export const dayAfter = (now: Date, days: number): string =>
  new Date(now.getTime() + days * dayMs).toISOString().slice(0, 10);

/** The ISO 8601 week `now` falls in, in UTC: '2026-W23'; a week belongs to the year its Thursday is in. */
export const isoWeek = (now: Date): string => {
  const thursday = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 3 - ((now.getUTCDay() + 6) % 7)),
  );
  const year = thursday.getUTCFullYear();
  const week = Math.ceil(((thursday.getTime() - Date.UTC(year, 0, 1)) / dayMs + 1) / 7);
  return `${year}-W${String(week).padStart(2, '0')}`;
};
