// No imports: screens that only need a field's limit load this file and stay free of zod.

export const nameMax = 120;
export const freeTextMax = 2000;
