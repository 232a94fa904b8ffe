import type { SuccessResponse } from '@/contracts/envelope';

/**
 * Read by its shape, not with the contract's zod schema: the check is of one field, and the schema's runtime would be
 * loaded by every page, the public ones included.
 */
const isSuccess = (body: unknown): body is SuccessResponse<unknown> =>
  typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true;

/** The data of a success answer (undefined when it carries a message only); any other body (a file, text) as it came. */
export const dataOf = (body: unknown): unknown => (isSuccess(body) ? body.data : body);
