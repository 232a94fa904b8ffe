import { z } from 'zod';

/** A query-string whole number within bounds, named in the 400 when it is not one. */
export const wholeNumberParam = (name: string, min: number, max: number) =>
  z
    .string()
    .refine((value) => /^\d{1,9}$/.test(value), `${name} must be a whole number`)
    .transform(Number)
    .pipe(z.number().min(min).max(max));

const count = z.number().int().nonnegative();

export const pagination = z.object({ page: count, limit: count, total: count, pages: count });
export type Pagination = z.output<typeof pagination>;

export const pageQuery = (defaultLimit: number, maxLimit: number) => ({
  page: wholeNumberParam('page', 1, 999_999_999).default(1),
  limit: wholeNumberParam('limit', 1, maxLimit).default(defaultLimit),
});
