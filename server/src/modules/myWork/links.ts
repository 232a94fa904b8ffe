import type { FrameworkId } from '@/contracts/enums';

/** The heat map with the control's details open, where its owners, review date, exclusion and attestations are. */
export const controlLink = (framework: FrameworkId, controlId: string) =>
  `/compliance?${new URLSearchParams({ framework, control: controlId }).toString()}`;

export const taskLink = (id: string) => `/tasks?${new URLSearchParams({ task: id }).toString()}`;

export const evidenceLink = (id: string) => `/evidence-locker?${new URLSearchParams({ item: id }).toString()}`;

export const myWorkLink = '/my-work';
