// No imports: the review panels load this file and stay free of zod.

export const reviewStates = ['pending', 'approved', 'changesRequested'] as const;
export type ReviewState = (typeof reviewStates)[number];

export const reviewStateLabels: Readonly<Record<ReviewState, string>> = {
  pending: 'Awaiting review',
  approved: 'Approved',
  changesRequested: 'Changes requested',
};
