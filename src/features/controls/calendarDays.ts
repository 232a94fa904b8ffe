const dayMs = 86_400_000;

/** Today as the server counts days (UTC), 'YYYY-MM-DD'. */
export const todayDay = (now = Date.now()) => new Date(now).toISOString().slice(0, 10);

/** The calendar day `days` after `day`. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
