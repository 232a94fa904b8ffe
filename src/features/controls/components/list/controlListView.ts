import type { ControlSettings } from '@/contracts/controlSettings';
import type { OwnershipFilter } from '@/features/controls/listConstants';

export type ControlListView = { filter: OwnershipFilter; search: string; memberId: string | undefined };
export type ControlCategory = { category: string; controls: ControlSettings[] };

const isMine = ({ owner, backupOwner }: ControlSettings, memberId: string | undefined) =>
  memberId !== undefined && (owner?.id === memberId || backupOwner?.id === memberId);

const matchesFilter = (control: ControlSettings, { filter, memberId }: ControlListView) => {
  if (filter === 'mine') return isMine(control, memberId);
  if (filter === 'unowned') return control.owner === null;
  return true;
};

const matchesSearch = ({ controlId, name }: ControlSettings, search: string) => {
  const needle = search.trim().toLowerCase();
  return needle === '' || controlId.toLowerCase().includes(needle) || name.toLowerCase().includes(needle);
};

/** The controls the view shows, by category, categories and controls in catalogue order. */
export const groupVisibleControls = (controls: ControlSettings[], view: ControlListView): ControlCategory[] => {
  const groups = new Map<string, ControlSettings[]>();
  for (const control of controls) {
    if (!matchesFilter(control, view) || !matchesSearch(control, view.search)) continue;
    groups.set(control.category, [...(groups.get(control.category) ?? []), control]);
  }
  return [...groups].map(([category, members]) => ({ category, controls: members }));
};

export const countWithoutOwner = (controls: ControlSettings[]) => controls.filter(({ owner }) => owner === null).length;

const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** A review date is a calendar day: due today is not yet overdue, wherever the reader is. */
export const isReviewOverdue = (reviewDate: string | null, now: Date = new Date()) =>
  reviewDate !== null && reviewDate < localDay(now);
