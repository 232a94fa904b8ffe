// A control's option lists and their labels, free of zod: a screen that only shows them loads no schema.

/** How far a control's implementation has come; not applicable is reached only by an approved exclusion. */
export const implementationStatuses = ['not_started', 'in_progress', 'implemented', 'not_applicable'] as const;
export type ImplementationStatus = (typeof implementationStatuses)[number];

export const implementationStatusLabels: Record<ImplementationStatus, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  implemented: 'Implemented',
  not_applicable: 'Not applicable',
};
