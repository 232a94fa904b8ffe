import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../core/appDeps';
import { enforceOrganizationLimit } from '../core/rateLimits/organizationLimits';
import { assertWithinQuota } from './quota';

/**
 * Before an upload's bytes are read: the organisation's storage quota (the request's declared length, or the largest
 * file allowed when it declares none), then its upload rate.
 */
export const admitUpload = async (
  deps: Pick<AppDeps, 'db' | 'rateLimiter' | 'limits'>,
  request: FastifyRequest,
  organizationId: string,
  maxBytes: number,
) => {
  const declared = Number(request.headers['content-length']);
  const incoming = Number.isFinite(declared) && declared > 0 ? Math.min(declared, maxBytes) : maxBytes;
  const limits = deps.limits.organization;
  await assertWithinQuota(deps.db, organizationId, incoming, limits.storageBytes);
  await enforceOrganizationLimit(deps.rateLimiter, limits, 'evidenceUploads', organizationId);
};
