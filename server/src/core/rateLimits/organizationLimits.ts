import { TooManyRequestsError } from '../appError';
import type { WindowRule } from './rules';
import type { RateLimiter } from './service';

/** What one organisation may do and keep, whichever of its members asks: the work that costs every tenant. */
export type OrganizationLimits = {
  /** Reports requested: each is drawn on the shared renderer. */
  reportGeneration: WindowRule;
  /** Questions and regenerated answers to SecuroBot: each may call the language model. */
  assistantMessages: WindowRule;
  /** Rewrites of a policy section proposed by the language model. */
  policyRewrites: WindowRule;
  /** Evidence files and new versions uploaded. */
  evidenceUploads: WindowRule;
  /** Bytes kept: evidence files (every version) and generated reports. */
  storageBytes: number;
};

export type OrganizationWork = 'reportGeneration' | 'assistantMessages' | 'policyRewrites' | 'evidenceUploads';

const workNames: Record<OrganizationWork, string> = {
  reportGeneration: 'Report generation',
  assistantMessages: 'SecuroBot messages',
  policyRewrites: 'Policy section rewrites',
  evidenceUploads: 'Evidence uploads',
};

const plural = (count: number, unit: string) => (count === 1 ? `1 ${unit}` : `${count} ${unit}s`);

const describeWindow = (windowMs: number) => {
  const minutes = Math.round(windowMs / 60_000);
  if (minutes % 60 !== 0) return minutes === 1 ? 'minute' : `${minutes} minutes`;
  return minutes === 60 ? 'hour' : `${minutes / 60} hours`;
};

const describeWait = (seconds: number) =>
  seconds < 60 ? plural(seconds, 'second') : plural(Math.ceil(seconds / 60), 'minute');

export const organizationLimitMessage = (work: OrganizationWork, rule: WindowRule, retryAfterSeconds: number) =>
  `${workNames[work]} ${work === 'reportGeneration' ? 'is' : 'are'} limited to ${rule.max} per ` +
  `${describeWindow(rule.windowMs)} for an organisation; try again in ${describeWait(retryAfterSeconds)}`;

/** Counts one piece of the organisation's work and answers 429 (naming the limit) once its window is full. */
export const enforceOrganizationLimit = async (
  limiter: RateLimiter,
  limits: OrganizationLimits,
  work: OrganizationWork,
  organizationId: string,
) => {
  const rule = limits[work];
  const retryAfter = await limiter.reserve(`organization:${work}:${organizationId}`, rule);
  if (retryAfter !== null) {
    throw new TooManyRequestsError(organizationLimitMessage(work, rule, retryAfter), retryAfter);
  }
};
