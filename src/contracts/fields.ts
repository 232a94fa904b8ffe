import { z } from 'zod';
import { nameMax } from './fieldLimits';

/**
 * C0 and C1 controls, line and paragraph separators, and the bidirectional overrides that reorder text on screen:
 * none belongs in a name, and each can forge lines in an email or escape sequences in an operator's terminal.
 */
const lineBreaking = /^[^\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]*$/u;
// Free text keeps its line breaks and tabs, nothing else of the kind.
const controlsBesideLineBreaks = /^(?:[\t\n\r]|[^\p{Cc}\u202a-\u202e\u2066-\u2069])*$/u;

export const singleLineMessage = 'must not contain line breaks or control characters';
export const controlCharacterMessage = 'must not contain control characters';

const singleLine = (max: number) => z.string().trim().max(max).regex(lineBreaking, singleLineMessage);

export const emailField = z.string().trim().max(254).toLowerCase().pipe(z.email());

export const nameField = singleLine(nameMax).min(1);

/** One of `values`; anything else is refused naming what it was ("Unknown section "Appendix Z""). */
export const listed = <T extends string>(values: readonly T[], what: string) =>
  z
    .string()
    .refine((value) => (values as readonly string[]).includes(value), {
      error: (issue) => `Unknown ${what} ${JSON.stringify(issue.input)}`,
    })
    .transform((value) => value as T);

const blankAsNull = (value: string | null | undefined) => (value ? value : null);

/** An optional single-line field where the browser form may send '' for "not given"; '' becomes null. */
export const optionalLine = (max: number) => singleLine(max).nullish().transform(blankAsNull);

/** Free-form text, line breaks allowed. */
export const freeText = (max: number) =>
  z.string().trim().max(max).regex(controlsBesideLineBreaks, controlCharacterMessage);

/** Optional free-form text, line breaks allowed; '' becomes null. */
export const optionalText = (max: number) => freeText(max).nullish().transform(blankAsNull);

/** A free-text query filter where '' or spaces mean "no filter". */
export const noText = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
export const phoneMax = 32;

/** A phone number as people write it: digits, spaces and + ( ) -; '' becomes null. */
export const phoneField = z
  .string()
  .trim()
  .max(phoneMax)
  .regex(/^[+\d\s().-]*$/, 'must contain only digits, spaces and + ( ) -')
  .nullish()
  .transform(blankAsNull);

const calendarDayPattern = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDay = (value: string) =>
  calendarDayPattern.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** 'YYYY-MM-DD', a day that exists. */
export const calendarDayField = (name: string) =>
  z.string().refine(isCalendarDay, `${name} must be a date (YYYY-MM-DD)`);
