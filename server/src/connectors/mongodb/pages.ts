import type { ProviderNeed } from '../providerApi';
import type { AtlasRequest } from './client';

type Link = { href: string; rel: string };

/** One page of an Atlas listing. Its `totalCount` is an estimate, so the "next" link alone says whether more follow. */
type Page<T> = { results: T[]; links?: Link[] };

// Atlas's default page size, asked for explicitly so that a change of default cannot change the requests.
const itemsPerPage = 100;

const nextPageOf = <T>(page: Page<T>): string | undefined =>
  page.results.length > 0 ? page.links?.find((link) => link.rel === 'next')?.href : undefined;

/** Every item of a listing, following the "next" link page after page. */
export const listAll = async <T>(request: AtlasRequest, need: ProviderNeed, path: string): Promise<T[]> => {
  let page = await request<Page<T>>(need, path, { pageNum: 1, itemsPerPage });
  const items = [...page.results];
  for (let next = nextPageOf(page); next !== undefined; next = nextPageOf(page)) {
    page = await request<Page<T>>(need, next);
    items.push(...page.results);
  }
  return items;
};
