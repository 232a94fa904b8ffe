import type { MyWork } from '@/contracts/myWork';

/**
 * What asks the member to act now: every review waiting for them, and the tasks and controls past their date. Mentions
 * and expiring evidence are to read or plan, so they are left out. Overdue items are counted among those listed.
 */
export const needsActionCount = ({ counts, tasks, controls }: MyWork): number =>
  counts.reviews + tasks.filter((task) => task.overdue).length + controls.filter((control) => control.overdue).length;
