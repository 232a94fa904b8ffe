/** One readable line for the dashboard: the audit row's action, then what happened. */
export const activityMessage = (action: string, details: string): string => {
  const detail = details.trim();
  return detail ? `${action}: ${detail}` : action;
};
