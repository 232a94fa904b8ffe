export const commentAuditActions = {
  posted: 'Comment Posted',
  edited: 'Comment Edited',
  deleted: 'Comment Deleted',
} as const;
