import { z } from 'zod';

export const nameMax = 120;
export const freeTextMax = 2000;

export const emailField = z.string().trim().max(254).toLowerCase().pipe(z.email());

export const nameField = z.string().trim().min(1).max(nameMax);

/** Optional free-form text where the browser form may send '' for "not given"; '' becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));
