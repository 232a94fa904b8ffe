import { defaultStorageQuotaBytes } from '../storage/quota';
import type { RateLimitRules, WindowRule } from './rateLimits/rules';

const fifteenMinutes = 15 * 60 * 1000;
const oneHour = 60 * 60 * 1000;
const oneMinute = 60 * 1000;

/** A Fastify route's own limit (@fastify/rate-limit): registrations and wishlist sign-ups per address. */
export type RouteRateLimit = { max: number; timeWindow: number };

export type Limits = RateLimitRules & {
  /** Set-password links verified or used per address, and reset emails per address asked for. */
  passwordToken: { perIp: WindowRule; perEmail: WindowRule };
  register: RouteRateLimit;
  wishlist: RouteRateLimit;
  /** Report jobs of one organisation that run at a time. */
  reportJobsPerOrganization: number;
};

export const defaultLimits: Limits = {
  passwordToken: {
    perIp: { max: 20, windowMs: fifteenMinutes },
    perEmail: { max: 3, windowMs: oneHour },
  },
  login: {
    perIp: { max: 20, windowMs: fifteenMinutes },
    perEmailAndIp: { freeAttempts: 5, maxWaitSeconds: 15 * 60, windowMs: fifteenMinutes },
    perEmail: { max: 100, windowMs: oneHour },
  },
  twoFactor: {
    perUser: { max: 10, windowMs: fifteenMinutes },
    perIp: { max: 60, windowMs: fifteenMinutes },
  },
  passwordChange: { max: 5, windowMs: fifteenMinutes },
  emailChange: { max: 10, windowMs: oneHour },
  emailVerification: { max: 20, windowMs: fifteenMinutes },
  invitation: {
    perOrganization: { max: 100, windowMs: oneHour },
    perInviter: { max: 30, windowMs: oneHour },
  },
  runAssessment: { max: 6, windowMs: oneMinute },
  organization: {
    reportGeneration: { max: 30, windowMs: oneHour },
    assistantMessages: { max: 300, windowMs: oneHour },
    policyRewrites: { max: 60, windowMs: oneHour },
    evidenceUploads: { max: 300, windowMs: oneHour },
    storageBytes: defaultStorageQuotaBytes,
  },
  slackTest: { max: 5, windowMs: oneMinute },
  shareLink: { max: 20, windowMs: oneHour },
  sharedLinkOpen: { max: 30, windowMs: oneMinute },
  auditList: { max: 60, windowMs: oneMinute },
  auditExport: { leaseMs: 10 * oneMinute },
  register: { max: 10, timeWindow: oneHour },
  wishlist: { max: 5, timeWindow: oneHour },
  reportJobsPerOrganization: 1,
};
