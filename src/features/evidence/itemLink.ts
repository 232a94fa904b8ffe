import { paths } from '@/app/paths';

export const evidenceItemParam = 'item';

/** The evidence locker with one item's details open. */
export const evidenceItemPath = (id: string) =>
  `${paths.evidenceLocker}?${new URLSearchParams({ [evidenceItemParam]: id }).toString()}`;
