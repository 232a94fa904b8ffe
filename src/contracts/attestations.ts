import { z } from 'zod';
import { dataResponse } from './envelope';
import { calendarDayField } from './fields';

export const attestationStatuses = ['pending', 'approved', 'rejected', 'expired'] as const;
export type AttestationStatus = (typeof attestationStatuses)[number];

/** The longest an attestation may stand before it is made again. */
export const attestationMaxDays = 400;
export const attestationStatementMax = 2000;

/** `value` is the check's own value (a ratio, a percentage, a date, true, a count); the check's rule validates it. */
export const submitAttestationBody = z.object({
  check: z.string().trim().min(1).max(80),
  value: z.unknown().refine((value) => value !== undefined, 'value is required'),
  statement: z
    .string()
    .trim()
    .min(10, 'statement must say what was done, in at least 10 characters')
    .max(attestationStatementMax),
  evidenceId: z.uuid(),
  validUntil: calendarDayField('validUntil'),
});

export const attestationParams = z.object({ id: z.uuid() });

export const attestationListQuery = z.object({ check: z.string().trim().min(1).max(80).optional() });

const person = z.object({ id: z.string(), name: z.string() });

export const attestation = z.object({
  id: z.string(),
  check: z.string(),
  checkName: z.string(),
  value: z.unknown(),
  statement: z.string(),
  evidence: z.object({ id: z.string(), name: z.string() }),
  /** 'YYYY-MM-DD': the last day it counts. */
  validUntil: z.string(),
  status: z.enum(attestationStatuses),
  attestedBy: person,
  attestedAt: z.string(),
  reviewedBy: person.nullable(),
  reviewedAt: z.string().nullable(),
  reviewNote: z.string().nullable(),
  /** The approver reviewed what they attested themselves (a one-person organisation allows it). */
  selfReviewed: z.boolean(),
});

export const attestationResponse = dataResponse(attestation);
export const attestationListResponse = dataResponse(z.array(attestation));

export type Attestation = z.output<typeof attestation>;
export type SubmitAttestationBody = z.output<typeof submitAttestationBody>;
