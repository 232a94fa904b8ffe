import { z } from 'zod';
import { dataResponse } from './envelope';
import { shareHours } from './shareLinkLifetime';

/** What a share link opens without an account: a report's PDF, or an approved version of a public evidence item. */
export const shareTargets = ['report', 'evidence'] as const;
export type ShareTarget = (typeof shareTargets)[number];

export const createShareBody = z
  .object({ expiresInHours: z.number().int().min(shareHours.min).max(shareHours.max) })
  .strict();

export const shareLink = z.object({
  id: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  lastOpenedAt: z.string().nullable(),
  openCount: z.number(),
  /** Evidence links: the approved version the link serves, whatever version is current. */
  version: z.number().optional(),
  /** Evidence links: since when the link serves nothing, the item's evidence having been rejected. */
  heldAt: z.string().optional(),
});

/** The link is returned once, when it is made: only its hash is kept. */
export const createdShareResponse = dataResponse(shareLink.extend({ url: z.string() }));
export const shareListResponse = dataResponse(z.array(shareLink));
export const shareParams = z.object({ id: z.uuid(), shareId: z.uuid() });
/** 32 random bytes, base64url. */
export const sharedTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid link') });

export type ShareLink = z.output<typeof shareLink>;
export type CreatedShare = ShareLink & { url: string };
