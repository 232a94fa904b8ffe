/** The note a reviewer leaves with a rejection, or with the changes asked for. */
export const reviewNoteText = {
  note: 'Reason',
  noteHelp: 'Why it is rejected; the requester reads it',
  cancel: 'Cancel',
  reject: 'Reject',
} as const;

/** How a review that names its approvers, or needs several approvals, reads. */
export const reviewApprovalText = {
  approvers: (names: string[], quorum: number) =>
    `Approvers: ${names.join(', ')}${names.length > 1 ? ` (${quorum} of ${names.length} must approve)` : ''}`,
  approvals: (count: number, quorum: number, names: string[]) =>
    `Approvals so far: ${count} of ${quorum}${names.length ? ` (${names.join(', ')})` : ''}`,
} as const;
