import { attestationMaxDays, type SubmitAttestationBody } from '@/contracts/attestations';
import { AppError } from '../../core/appError';
import { type CheckId, checks, isOrganisationCheckId } from '../../frameworks/checks';

const dayMs = 24 * 60 * 60 * 1000;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

export const unknownCheck = (check: string) => `check: Unknown check ${JSON.stringify(check)}`;

/** Which check, if a person can attest it: the organisation's own checks; a connector's checks are measured only. */
export const attestableCheck = (check: string): CheckId => {
  if (!isOrganisationCheckId(check)) {
    const measured = Object.hasOwn(checks, check) ? checks[check as CheckId].integrations : undefined;
    throw new AppError(
      400,
      measured
        ? `check: ${checks[check as CheckId].name} is measured by ${measured.join(', ')} and cannot be attested`
        : unknownCheck(check),
    );
  }
  return check;
};

/**
 * The value as the check's rule reads it. A date answer may be a calendar day (taken at noon UTC) and is never in
 * the future: an attestation says what was done, not what will be.
 */
export const attestedValue = (checkId: CheckId, value: unknown, now: Date): unknown => {
  const check = checks[checkId];
  const calendarDay = check.answer === 'date' && typeof value === 'string' && dayPattern.test(value);
  const read = calendarDay ? `${value}T12:00:00.000Z` : value;
  const parsed = check.schema.safeParse(read);
  if (!parsed.success) {
    throw new AppError(
      400,
      `value: ${parsed.error.issues[0]?.message ?? 'invalid'} (${check.name} takes a ${check.answer})`,
    );
  }
  const future = calendarDay
    ? (value as string) > now.toISOString().slice(0, 10)
    : check.answer === 'date' && Date.parse(parsed.data as string) > now.getTime();
  if (future) {
    throw new AppError(400, 'value: the day it was done cannot be in the future');
  }
  return parsed.data;
};

/** The last day an attestation counts: after today, within attestationMaxDays. */
export const checkValidUntil = (validUntil: SubmitAttestationBody['validUntil'], now: Date): void => {
  const today = now.toISOString().slice(0, 10);
  const latest = new Date(now.getTime() + attestationMaxDays * dayMs).toISOString().slice(0, 10);
  if (validUntil <= today) throw new AppError(400, 'validUntil must be after today');
  if (validUntil > latest) throw new AppError(400, `validUntil must be within ${attestationMaxDays} days`);
};
