import type { ShareTarget } from '@/contracts/shareLinks';

export const shareText = {
  expiresIn: 'Link expires in',
  create: 'Create link',
  created: 'Share link created',
  createFailed: 'Failed to create the share link',
  copy: 'Copy link',
  copied: 'Link copied to clipboard',
  copyFailed: 'Could not copy to the clipboard',
  linkLabel: 'Share link',
  onceHint: 'Copy it now: the link is shown only once.',
  existing: 'Links',
  none: 'No links yet.',
  revoke: 'Revoke',
  revoked: 'Share link revoked',
  revokeFailed: 'Failed to revoke the share link',
  close: 'Close',
  status: (share: { revokedAt: string | null; expiresAt: string; heldAt?: string }, now: number) =>
    share.revokedAt ? 'Revoked' : Date.parse(share.expiresAt) <= now ? 'Expired' : share.heldAt ? 'On hold' : 'Active',
  opened: (count: number) => `Opened ${count} ${count === 1 ? 'time' : 'times'}`,
  version: (version: number) => `Serves version ${version}`,
} as const;

/** The dialog's title and what a link opens, by what is shared. */
export const shareTargetText = {
  report: {
    title: 'Share report',
    intro: "Anyone with the link can open this report's PDF without an account until it expires or you revoke it.",
  },
  evidence: {
    title: 'Share evidence',
    intro:
      'Anyone with the link can open the approved version it is made for, without an account, until it expires or ' +
      'you revoke it. A later version is not shared, and a rejection puts the link on hold.',
  },
} as const satisfies Record<ShareTarget, { title: string; intro: string }>;

/** The expiry choices: an hour to a week. */
export const shareExpiryOptions = [
  { hours: 1, label: '1 hour' },
  { hours: 24, label: '24 hours' },
  { hours: 72, label: '3 days' },
  { hours: 168, label: '7 days' },
] as const;
