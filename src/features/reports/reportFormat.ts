const dateFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

// UTC so a report reads the same for the team and for the auditor it is sent to.
export const formatReportDate = (iso: string): string => `${dateFormat.format(new Date(iso))} UTC`;

export const figureOrDash = (value: number | string | null): string => (value === null ? '—' : String(value));
