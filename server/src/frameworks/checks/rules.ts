import { z } from 'zod';
import type { AnswerKind } from '@/contracts/controlSettings';
import type { IntegrationType } from '@/contracts/integrations';
import type { ControlMapping } from './automated';
import { clampScore, type CheckOutcome, noEvidence, passed } from './outcome';

/**
 * A named rule over one security signal: the schema validates the recorded value, assess scores it, and combine
 * makes one value of several sources' (GitHub's and GitLab's repositories, Okta's and Azure's people): ratios add
 * up, and otherwise the worst value counts.
 */
export type CheckRule = {
  name: string;
  /** What a person attesting the check answers: the shape of its value. */
  answer: AnswerKind;
  schema: z.ZodType;
  assess: (value: unknown, now: Date) => CheckOutcome;
  combine: (values: readonly unknown[]) => unknown;
};

/**
 * A rule under its id, which is also the key of the signal it reads. An automated check also names the
 * integrations that measure it and the controls it supports.
 */
export type Check = CheckRule & { id: string; integrations?: readonly IntegrationType[]; controls?: ControlMapping };

const dayMs = 24 * 60 * 60 * 1000;

// A missing or unreadable value is not evidence: it counts as not compliant.
const rule = <T>(
  name: string,
  answer: AnswerKind,
  schema: z.ZodType<T>,
  evaluate: (value: T, now: Date) => CheckOutcome,
  merge: (values: T[]) => T,
): CheckRule => ({
  name,
  answer,
  schema,
  assess: (value, now) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? evaluate(parsed.data, now) : noEvidence(name, value);
  },
  // An unreadable value is left out; with none readable, the first stands and scores as no evidence.
  combine: (values) => {
    const readable = values.flatMap((value) => {
      const parsed = schema.safeParse(value);
      return parsed.success ? [parsed.data] : [];
    });
    return readable.length === 0 ? values[0] : merge(readable);
  },
});

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const lowest = (values: number[]) => Math.min(...values);
const highest = (values: number[]) => Math.max(...values);

const ratioSchema = z
  .object({ compliant: z.number().int().min(0), total: z.number().int().min(0) })
  .refine((value) => value.compliant <= value.total, { message: 'compliant cannot exceed total' });

/** Share of items in good standing, e.g. users with MFA; nothing to cover counts as covered. */
export const ratioCheck = (name: string, describe: (missing: number, total: number) => string): CheckRule =>
  rule(
    name,
    'ratio',
    ratioSchema,
    ({ compliant, total }) =>
      total === 0 || compliant === total
        ? passed
        : { score: clampScore((compliant / total) * 100), issues: [describe(total - compliant, total)] },
    (values) => ({
      compliant: sum(values.map((value) => value.compliant)),
      total: sum(values.map((value) => value.total)),
    }),
  );

const percentSchema = z.number().min(0).max(100);

// Each point short of the target costs four, so a near miss warns and a wide miss is critical.
const pointsPerPercentShort = 4;

export const percentCheck = (name: string, target: number, describe: (pct: number) => string): CheckRule =>
  rule(
    name,
    'percent',
    percentSchema,
    (pct) =>
      pct >= target
        ? passed
        : {
            score: clampScore(100 - (target - pct) * pointsPerPercentShort),
            issues: [`${describe(Math.round(pct))} (target ${target}%)`],
          },
    lowest,
  );

const dateSchema = z.iso.datetime({ offset: true });

/** Done within maxDays passes; up to half as late again warns; later, or never, is critical. */
export const recencyCheck = (name: string, maxDays: number, activity: string): CheckRule =>
  rule(
    name,
    'date',
    dateSchema,
    (iso, now) => {
      const ageDays = Math.floor((now.getTime() - Date.parse(iso)) / dayMs);
      if (ageDays <= maxDays) return passed;
      const score = ageDays <= maxDays * 1.5 ? 70 : 30;
      return { score, issues: [`${activity} was last done ${ageDays} days ago (required every ${maxDays} days)`] };
    },
    (dates) => dates.reduce((oldest, date) => (Date.parse(date) < Date.parse(oldest) ? date : oldest)),
  );

export const booleanCheck = (name: string, failure: string): CheckRule =>
  rule(
    name,
    'confirmation',
    z.boolean(),
    (ok) => (ok ? passed : { score: 0, issues: [failure] }),
    (values) => values.every(Boolean),
  );

const countSchema = z.number().int().min(0);

// Each open finding costs a quarter of the score: four or more leave nothing.
export const zeroCountCheck = (name: string, describe: (count: number) => string): CheckRule =>
  rule(
    name,
    'count',
    countSchema,
    (count) => (count === 0 ? passed : { score: clampScore(100 - count * 25), issues: [describe(count)] }),
    sum,
  );

export const minimumCheck = (name: string, minimum: number, describe: (value: number) => string): CheckRule =>
  rule(
    name,
    'count',
    countSchema,
    (value) => (value >= minimum ? passed : { score: clampScore((value / minimum) * 100), issues: [describe(value)] }),
    lowest,
  );

// Each one over the limit costs a quarter of the score, as an open finding does.
export const maximumCheck = (name: string, maximum: number, describe: (value: number) => string): CheckRule =>
  rule(
    name,
    'count',
    countSchema,
    (value) =>
      value <= maximum ? passed : { score: clampScore(100 - (value - maximum) * 25), issues: [describe(value)] },
    highest,
  );
