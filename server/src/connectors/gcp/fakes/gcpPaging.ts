import type { FakeAnswer } from '../../fakes/fakeServer';
import { googleError } from './gcpErrors';

/** How one Google listing pages: the field holding its items, its page size parameter, and the sizes it allows. */
export type Listing = {
  field: string;
  sizeParameter: 'pageSize' | 'maxResults';
  defaultSize: number;
  maximumSize: number;
  /** What the answer carries besides its items, e.g. kind. */
  envelope?: Record<string, unknown>;
};

// Opaque to clients, as Google's page tokens are.
const tokenFor = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url');

const offsetOf = (token: string | null): number | undefined => {
  if (!token) return 0;
  const match = /^offset:(\d+)$/.exec(Buffer.from(token, 'base64url').toString('utf8'));
  return match ? Number(match[1]) : undefined;
};

/** One page of a listing, with a nextPageToken while items remain; Google leaves out an empty list's field. */
export const paged = (items: unknown[], url: URL, listing: Listing): FakeAnswer => {
  const offset = offsetOf(url.searchParams.get('pageToken'));
  if (offset === undefined) return googleError(400, 'INVALID_ARGUMENT', 'The page token is not valid.');
  const requested = Number(url.searchParams.get(listing.sizeParameter)) || listing.defaultSize;
  const size = Math.min(listing.maximumSize, requested);
  const page = items.slice(offset, offset + size);
  const next = offset + size < items.length ? { nextPageToken: tokenFor(offset + size) } : {};
  return {
    status: 200,
    body: { ...listing.envelope, ...(page.length > 0 ? { [listing.field]: page } : {}), ...next },
  };
};
