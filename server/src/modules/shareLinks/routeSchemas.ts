import type { z } from 'zod';
import { type ApiTag, describeRoute, documented, failures } from '../../plugins/routeDocs';
import {
  createShareBody,
  createdShareResponse,
  type ShareLink,
  type ShareTarget,
  shareListResponse,
  shareParams,
} from '@/contracts/shareLinks';
import { sharedPathPrefix } from './service';

const exampleShare: ShareLink = {
  id: '6c0b7d8e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
  createdBy: 'Jane Doe',
  createdAt: '2026-11-26T09:40:00.000Z',
  expiresAt: '2026-11-29T09:40:00.000Z',
  revokedAt: null,
  lastOpenedAt: null,
  openCount: 0,
};

type ShareRouteOptions<Params> = { tag: ApiTag; kind: ShareTarget; noun: string; opens: string; targetParams: Params };

/** The list, create and revoke routes every shareable thing has, documented the same way. */
export const shareLinkSchemas = <Params extends z.ZodType>({
  tag,
  kind,
  noun,
  opens,
  targetParams,
}: ShareRouteOptions<Params>) => {
  const example: ShareLink = { ...exampleShare, ...(kind === 'evidence' ? { version: 2 } : {}) };
  return {
    list: {
      ...describeRoute({ tag, summary: `A ${noun}'s share links (never their tokens)` }),
      params: targetParams,
      response: {
        200: documented(shareListResponse, 'The links', { success: true, data: [example] }),
        ...failures(401, 404, 503),
      },
    },
    create: {
      ...describeRoute({
        tag,
        summary: `Make an expiring link (1 hour to 7 days) that opens ${opens} without an account`,
      }),
      params: targetParams,
      body: createShareBody,
      response: {
        201: documented(createdShareResponse, 'The link, shown this once', {
          success: true,
          data: {
            ...example,
            url: `https://securo.example.com${sharedPathPrefix[kind]}/Q2hhbmdlIG1lIGFuZCB5b3UgZ2V0IGEgbmV3IHRva2Vu`,
          },
        }),
        ...failures(400, 401, 404, 409, 413, 415, 429, 503),
      },
    },
    revoke: {
      ...describeRoute({ tag, summary: 'Revoke a share link: it stops working at once (audited)' }),
      params: shareParams,
      response: {
        200: documented(shareListResponse, `The ${noun}'s links`, {
          success: true,
          data: [{ ...example, revokedAt: '2026-11-26T10:00:00.000Z' }],
        }),
        ...failures(401, 404, 503),
      },
    },
  };
};
