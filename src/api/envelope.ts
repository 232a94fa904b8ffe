import { successResponse } from '@/contracts/envelope';

/** The data of a success answer (undefined when it carries a message only); any other body (a file, text) as it came. */
export const dataOf = (body: unknown): unknown => {
  const envelope = successResponse.safeParse(body);
  return envelope.success ? envelope.data.data : body;
};
