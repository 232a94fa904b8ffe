// No imports: the access management screen and the server both load this file, and the screen must stay free of zod.

/** SPEC §6: departments for new users. */
export const departments = ['Security', 'Compliance', 'IT', 'Audit'] as const;
export type Department = (typeof departments)[number];
