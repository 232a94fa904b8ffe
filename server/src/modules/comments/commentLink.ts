import type { ResolvedSubject } from './subjects';

/** The subject's in-app path, scrolled to the comment. */
export const commentLink = (subject: Pick<ResolvedSubject, 'link'>, commentId: string) =>
  `${subject.link}#comment-${commentId}`;
