import type { ProviderNeed } from '../providerApi';
import type { GcpClient } from './client';
import type { GoogleService } from './endpoints';

type Page<Field extends string, Item> = { [Key in Field]?: Item[] } & { nextPageToken?: string };

/** Every item of a Google listing: each page's nextPageToken is the next request's pageToken, until there is none. */
export const listAll = async <Item, Field extends string = string>(
  client: GcpClient,
  listing: { service: GoogleService; need: ProviderNeed; path: string; field: Field },
  query: Record<string, string | number> = {},
): Promise<Item[]> => {
  const items: Item[] = [];
  let pageToken: string | undefined;
  do {
    const page: Page<Field, Item> = await client.call<Page<Field, Item>>(listing.service, listing.need, listing.path, {
      query: { ...query, pageToken },
    });
    items.push(...(page[listing.field] ?? []));
    pageToken = page.nextPageToken;
  } while (pageToken);
  return items;
};
