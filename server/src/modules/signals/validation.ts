import { z } from 'zod';
import { checks, isCheckId } from '../../frameworks/checks';
import { AppError } from '../../core/appError';
import { validationMessage } from '../../lib/validationMessage';
import type { StoredSignal } from './repository';

const signalInputSchema = z.object({
  key: z.string().min(1).max(100),
  value: z.unknown(),
  source: z.string().trim().min(1).max(100),
  observedAt: z.iso.datetime({ offset: true }),
});

const valueProblem = (error: z.ZodError): string => {
  const [issue] = error.issues;
  const field = issue?.path.length ? `${issue.path.map(String).join('.')}: ` : '';
  return `${field}${issue?.message ?? 'not valid'}`;
};

/** Each signal key is the check that reads it, so the check's schema is the one source of truth. */
export const validateSignal = (input: unknown): StoredSignal => {
  const parsed = signalInputSchema.safeParse(input);
  if (!parsed.success) throw new AppError(400, validationMessage(parsed.error));
  const { key, value, source, observedAt } = parsed.data;
  if (!isCheckId(key)) throw new AppError(400, `Unknown signal key: ${key}`);
  const checked = checks[key].schema.safeParse(value);
  if (!checked.success) throw new AppError(400, `Invalid value for ${key}: ${valueProblem(checked.error)}`);
  return { key, value: checked.data, source, observedAt: new Date(observedAt).toISOString() };
};
