import { createVerifiedTokenCache } from '../../../server/src/core/verifiedTokenCache';

describe('verified token cache', () => {
  it('returns claims only until their expiry', () => {
    const cache = createVerifiedTokenCache<string>(10);
    cache.set('token', 'claims', 100);
    expect(cache.get('token', 99)).toBe('claims');
    expect(cache.get('token', 100)).toBeUndefined();
    expect(cache.get('token', 99)).toBeUndefined();
  });

  it('forgets the oldest entry beyond its capacity', () => {
    const cache = createVerifiedTokenCache<string>(2);
    cache.set('first', 'a', 100);
    cache.set('second', 'b', 100);
    cache.set('third', 'c', 100);
    expect(cache.get('first', 0)).toBeUndefined();
    expect(cache.get('second', 0)).toBe('b');
    expect(cache.get('third', 0)).toBe('c');
  });

  it('answers only the exact token, not another that carries the same signature', () => {
    const cache = createVerifiedTokenCache<string>(10);
    cache.set('header.payload.signature', 'claims', 100);
    expect(cache.get('header.forged.signature', 0)).toBeUndefined();
    expect(cache.get('signature', 0)).toBeUndefined();
    expect(cache.get('header.payload.signature', 0)).toBe('claims');
  });
});
