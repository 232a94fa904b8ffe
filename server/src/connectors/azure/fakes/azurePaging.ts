import type { FakeAnswer } from '../../fakes/fakeServer';

/**
 * One page of a listing and the link to the next, as Graph (@odata.nextLink, $skiptoken) and Resource Manager
 * (nextLink, $skipToken) give it: a full URL carrying the rest of the query and an opaque token.
 */
export const paged = (
  items: unknown[],
  url: URL,
  pageSize: number,
  { link, token, extra = {} }: { link: '@odata.nextLink' | 'nextLink'; token: string; extra?: Record<string, unknown> },
): FakeAnswer => {
  const skipToken = url.searchParams.get(token);
  const offset = skipToken ? Number(Buffer.from(skipToken, 'base64url').toString('utf8').replace('offset:', '')) : 0;
  const value = items.slice(offset, offset + pageSize);
  const next = new URL(url);
  next.searchParams.set(token, Buffer.from(`offset:${offset + pageSize}`).toString('base64url'));
  const more = offset + pageSize < items.length;
  return { status: 200, body: { ...extra, value, ...(more ? { [link]: next.href } : {}) } };
};
