import type { Db } from '../../db/database';
import type { CommentSubject } from '@/contracts/comments';
import { listCommenterIds } from './commentRows';
import type { ResolvedSubject } from './subjects';
import { listWatchChoices } from './watchRows';

/**
 * Who follows a subject's comments: its owners and everyone who commented, unless they chose to stop, and everyone
 * who chose to watch.
 */
export const listWatcherIds = async (
  db: Db,
  organizationId: string,
  subject: CommentSubject,
  resolved: Pick<ResolvedSubject, 'ownerIds'>,
): Promise<string[]> => {
  const [choices, commenters] = await Promise.all([
    listWatchChoices(db, organizationId, subject),
    listCommenterIds(db, organizationId, subject),
  ]);
  const implied = new Set([...resolved.ownerIds, ...commenters]);
  const chosen = [...choices].flatMap(([userId, watching]) => (watching ? [userId] : []));
  return [...new Set([...implied, ...chosen])].filter((userId) => choices.get(userId) !== false);
};
