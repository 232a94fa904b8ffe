import type { ShareTarget } from '@/contracts/shareLinks';

/** What a set of share links opens: a report or an evidence item. */
export type ShareLinkTarget = { kind: ShareTarget; id: string };
