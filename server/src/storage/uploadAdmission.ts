import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../modules/auth/context';
import { enforceOrganizationLimit } from '../modules/rateLimits/organizationLimits';
import { assertWithinQuota } from './quota';

/**
 * Before an upload's bytes are read: the organisation's storage quota (the request's declared length, or the largest
 * file allowed when it declares none), then its upload rate.
 */
export const admitUpload = async (
  ctx: Pick<AuthContext, 'db' | 'rateLimiter' | 'rateLimits'>,
  request: FastifyRequest,
  organizationId: string,
  maxBytes: number,
) => {
  const declared = Number(request.headers['content-length']);
  const incoming = Number.isFinite(declared) && declared > 0 ? Math.min(declared, maxBytes) : maxBytes;
  const limits = ctx.rateLimits.organization;
  await assertWithinQuota(ctx.db, organizationId, incoming, limits.storageBytes);
  await enforceOrganizationLimit(ctx.rateLimiter, limits, 'evidenceUploads', organizationId);
};
