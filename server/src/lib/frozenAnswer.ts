/**
 * The data of a `{ success, data }` answer when it is frozen (a cache's value: a completed assessment's heat map, a
 * page of the trail): whatever is derived from it alone, its text or its compressed form, can be kept with it.
 */
export const frozenData = (payload: unknown): object | undefined => {
  if (typeof payload !== 'object' || payload === null || Object.keys(payload).length !== 2) return undefined;
  const { success, data } = payload as { success?: unknown; data?: unknown };
  return success === true && typeof data === 'object' && data !== null && Object.isFrozen(data) ? data : undefined;
};
