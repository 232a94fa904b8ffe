/** The element id a link's `#comment-<id>` scrolls to. */
export const commentAnchorId = (commentId: string) => `comment-${commentId}`;

/** The comment a URL hash points at, or null. */
export const linkedCommentId = (hash: string): string | null => {
  const match = /^#comment-(.+)$/.exec(hash);
  return match ? decodeURIComponent(match[1]) : null;
};
