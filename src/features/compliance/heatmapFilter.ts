import type { HeatmapControl } from '@/contracts/dashboard';
import type { StatusFilter } from '@/features/compliance/types';

export type CategoryTiles = { name: string; controls: HeatmapControl[] };

/** The categories that still have a control once the status filter applies, in catalogue order. */
export const visibleCategories = (
  categories: Record<string, HeatmapControl[]>,
  filter: StatusFilter,
): CategoryTiles[] =>
  Object.entries(categories)
    .map(([name, controls]) => ({
      name,
      controls: filter === 'all' ? controls : controls.filter((control) => control.status === filter),
    }))
    .filter((category) => category.controls.length > 0);

export const findControl = (categories: Record<string, HeatmapControl[]>, id: string | null) =>
  id === null
    ? undefined
    : Object.values(categories)
        .flat()
        .find((control) => control.id === id);
