// No imports: the share dialog and the server both load this file, and the dialog must stay free of zod.

/** A share link lasts from an hour to a week. */
export const shareHours = { min: 1, max: 7 * 24, default: 72 } as const;
