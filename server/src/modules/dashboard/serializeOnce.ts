import type { z } from 'zod';

/**
 * A route serializer for responses `{ ..., data }` whose `data` is a shared object that never changes (the cached view
 * of a completed assessment): it is checked against the schema and stringified once, later responses reuse the text.
 * Any other `data` is serialized as usual and forgotten with it.
 */
export const serializeOncePerData =
  (schema: z.ZodType) =>
  (): ((payload: unknown) => string) => {
    const serialized = new WeakMap<object, string>();
    return (payload) => {
      const { data } = payload as { data: object };
      const known = serialized.get(data);
      if (known !== undefined) return known;
      const text = JSON.stringify(schema.parse(payload));
      serialized.set(data, text);
      return text;
    };
  };
