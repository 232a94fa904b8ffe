/** A map that forgets its oldest entry when full. Values are frozen when stored: they must never change afterwards. */
export type BoundedCache<Value> = { get: (key: string) => Value | undefined; set: (key: string, value: Value) => void };

const deepFreeze = <Value>(value: Value): Value => {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
};

export const createBoundedCache = <Value>(capacity: number): BoundedCache<Value> => {
  const entries = new Map<string, Value>();
  return {
    get: (key) => entries.get(key),
    set: (key, value) => {
      entries.delete(key);
      if (entries.size >= capacity) entries.delete(entries.keys().next().value as string);
      entries.set(key, deepFreeze(value));
    },
  };
};
