import type { CommentSubjectType, CommentVisibility } from '@/contracts/comments';

/** How long typing after `@` settles before the members are searched. */
export const MENTION_SEARCH_DEBOUNCE_MS = 250;
/** How long typing in a thread's search box settles before the thread is filtered. */
export const COMMENT_SEARCH_DEBOUNCE_MS = 300;
/** How long a comment the link points at stays highlighted. */
export const LINKED_COMMENT_HIGHLIGHT_MS = 3000;

export const visibilityLabels: Readonly<Record<CommentVisibility, string>> = {
  internal: 'Internal',
  shared: 'Shared with auditors',
};

export const visibilityChipLabels: Readonly<Record<CommentVisibility, string>> = {
  internal: 'Internal',
  shared: 'Shared',
};

/** How a warning names the thing a mentioned member cannot open. */
export const subjectNouns: Readonly<Record<CommentSubjectType, string>> = {
  control: 'this control',
  evidence: 'this evidence item',
  task: 'this task',
  report: 'this report',
  policy: 'this policy',
};

export const commentsText = {
  heading: 'Comments',
  loading: 'Loading comments...',
  loadFailed: 'Failed to load comments',
  saveFailed: 'Failed to save the comment',
  empty: 'No comments yet. Start the conversation.',
  noMatches: 'No comments match your search',
  search: 'Search comments',
  watch: 'Watch',
  unwatch: 'Unwatch',
  watchHelp: 'Be notified of new comments here',
  composer: 'Write a comment',
  composerHelp: 'Type @ to mention a teammate. Markdown: lists, `code`, links.',
  visibility: 'Visibility',
  send: 'Send',
  attachEvidence: 'Attach evidence',
  noEvidence: 'No evidence found',
  mentionSuggestions: 'Teammates to mention',
  noMembers: 'No teammate matches',
  cannotRead: (name: string, subject: string) =>
    `${name} cannot open ${subject}, so they will not be notified of this mention.`,
  edit: 'Edit',
  editLabel: 'Edit comment',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteTitle: 'Delete this comment?',
  deleteBody: 'The comment is removed for everyone; the thread shows that it was deleted.',
  deleted: 'Comment deleted',
  edited: 'edited',
  formerMember: 'Former member',
  attachments: 'Attached evidence',
  commentBy: (author: string) => `Comment by ${author}`,
} as const;
