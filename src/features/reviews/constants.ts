/** The note a reviewer leaves with a rejection, or with the changes asked for. */
export const reviewNoteText = {
  note: 'Reason',
  noteHelp: 'Why it is rejected; the requester reads it',
  cancel: 'Cancel',
  reject: 'Reject',
} as const;
