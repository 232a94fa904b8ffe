import type { FrameworkId } from '@/contracts/enums';

/** The heat map with the control's details open, where its owners, review date, exclusion and attestations are. */
export const controlLink = (framework: FrameworkId, controlId: string) =>
  `/compliance?${new URLSearchParams({ framework, control: controlId }).toString()}`;

export const taskLink = (id: string) => `/tasks?${new URLSearchParams({ task: id }).toString()}`;

export const policyLink = (id: string) => `/policies/${encodeURIComponent(id)}`;

export const myWorkLink = '/my-work';
