import { createFreshCache } from '../../../server/src/lib/freshCache';

/** A value with a version, both changed by `write`, and counters of what the cache read. */
const source = () => {
  const state = { value: 1, version: 1, versionReads: 0, builds: 0 };
  return {
    state,
    write: () => {
      state.value += 1;
      state.version += 1;
    },
    freshness: (mark: string | null, withVersion = true) => ({
      mark,
      ...(withVersion
        ? {
            version: async () => {
              state.versionReads += 1;
              return String(state.version);
            },
          }
        : {}),
      build: async () => {
        state.builds += 1;
        return { value: state.value };
      },
    }),
  };
};

describe('createFreshCache', () => {
  it('answers from memory while the change mark stands still, without reading the version', async () => {
    const cache = createFreshCache<{ value: number }>(10);
    const { state, freshness } = source();
    expect(await cache.read('key', freshness('m1'))).toEqual({ value: 1 });
    expect(await cache.read('key', freshness('m1'))).toEqual({ value: 1 });
    expect(state).toMatchObject({ builds: 1, versionReads: 1 });
  });

  it('once the mark moves, reads the version: the same version keeps the value, a new one rebuilds it', async () => {
    const cache = createFreshCache<{ value: number }>(10);
    const { state, write, freshness } = source();
    await cache.read('key', freshness('m1'));
    expect(await cache.read('key', freshness('m2'))).toEqual({ value: 1 });
    expect(state).toMatchObject({ builds: 1, versionReads: 2 });
    write();
    expect(await cache.read('key', freshness('m3'))).toEqual({ value: 2 });
    expect(state).toMatchObject({ builds: 2, versionReads: 3 });
    expect(await cache.read('key', freshness('m3'))).toEqual({ value: 2 });
    expect(state.builds).toBe(2);
  });

  it('without a mark (PostgreSQL) checks the version on every read', async () => {
    const cache = createFreshCache<{ value: number }>(10);
    const { state, write, freshness } = source();
    await cache.read('key', freshness(null));
    await cache.read('key', freshness(null));
    expect(state).toMatchObject({ builds: 1, versionReads: 2 });
    write();
    expect(await cache.read('key', freshness(null))).toEqual({ value: 2 });
  });

  it('without a version, trusts a value only at the mark it was read at, and never without a mark', async () => {
    const cache = createFreshCache<{ value: number }>(10);
    const { state, write, freshness } = source();
    await cache.read('key', freshness('m1', false));
    write();
    expect(await cache.read('key', freshness('m2', false))).toEqual({ value: 2 });
    expect(await cache.read('key', freshness(null, false))).toEqual({ value: 2 });
    expect(await cache.read('key', freshness(null, false))).toEqual({ value: 2 });
    expect(state.builds).toBe(4);
  });

  it('labels a value with the version read before building it, so a write in between is seen next time', async () => {
    const cache = createFreshCache<{ value: number }>(10);
    const { state, write } = source();
    const racing = {
      mark: null,
      version: async () => String(state.version),
      build: async () => {
        write();
        return { value: state.value };
      },
    };
    expect(await cache.read('key', racing)).toEqual({ value: 2 });
    const next = { mark: null, version: async () => String(state.version), build: async () => ({ value: -1 }) };
    expect(await cache.read('key', next)).toEqual({ value: -1 });
  });

  it('keeps keys apart, freezes what it shares and forgets the oldest key when full', async () => {
    const cache = createFreshCache<{ value: number }>(2);
    const built: string[] = [];
    const read = (key: string) =>
      cache.read(key, {
        mark: 'm',
        build: async () => {
          built.push(key);
          return { value: key.length };
        },
      });
    const first = await read('a');
    expect(Object.isFrozen(first)).toBe(true);
    await read('bb');
    await read('ccc');
    await read('bb');
    await read('a');
    expect(built).toEqual(['a', 'bb', 'ccc', 'a']);
  });
});
