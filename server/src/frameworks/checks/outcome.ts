export type CheckOutcome = { score: number; issues: string[] };

export const passed: CheckOutcome = { score: 100, issues: [] };

export const clampScore = (score: number): number => Math.max(0, Math.min(100, Math.round(score)));

/** What an assessment reads for a check whose last attestation has expired: the day it lapsed, not a measure. */
export type ExpiredAttestation = { attestationExpiredOn: string };

const expiredOn = (value: unknown): string | null =>
  typeof value === 'object' && value !== null && 'attestationExpiredOn' in value
    ? String(value.attestationExpiredOn)
    : null;

/** A value that is no evidence: missing, unreadable, or an attestation that has expired, which says what to do. */
export const noEvidence = (name: string, value?: unknown): CheckOutcome => {
  const expired = expiredOn(value);
  return {
    score: 0,
    issues: [
      expired ? `The attestation of ${name} expired on ${expired}: attest again` : `No evidence recorded for ${name}`,
    ],
  };
};
