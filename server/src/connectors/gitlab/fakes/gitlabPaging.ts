import type { FakeAnswer } from '../../fakes/fakeServer';

const defaultPerPage = 20;
const maxPerPage = 100;

/** One page of a listing with GitLab's offset pagination headers, honouring per_page (20 by default, at most 100). */
export const paged = (items: unknown[], url: URL): FakeAnswer => {
  const perPage = Math.min(maxPerPage, Number(url.searchParams.get('per_page')) || defaultPerPage);
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const link = (target: number, rel: string) => {
    const pageUrl = new URL(url);
    pageUrl.searchParams.set('page', String(target));
    return `<${pageUrl.href}>; rel="${rel}"`;
  };
  const links = [
    ...(page < last ? [link(page + 1, 'next')] : []),
    ...(page > 1 ? [link(page - 1, 'prev')] : []),
    link(1, 'first'),
    link(last, 'last'),
  ];
  return {
    status: 200,
    body: items.slice((page - 1) * perPage, page * perPage),
    headers: {
      link: links.join(', '),
      'x-page': String(page),
      'x-per-page': String(perPage),
      'x-next-page': page < last ? String(page + 1) : '',
      'x-prev-page': page > 1 ? String(page - 1) : '',
      'x-total': String(items.length),
      'x-total-pages': String(last),
    },
  };
};
