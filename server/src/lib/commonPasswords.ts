import { dictionary } from '@zxcvbn-ts/language-common';
import type { z } from 'zod';

let known: ReadonlySet<string> | null = null;

/** Whether a password is on the bundled list of 49,000 common and breached passwords, ignoring case. */
export const isCommonPassword = (password: string): boolean => {
  known ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return known.has(password.toLowerCase());
};

export const commonPasswordMessage = (field: string): string =>
  `${field} is too common: it appears in lists of breached passwords. Choose another.`;

/**
 * Refuses a body whose new password is on the list, naming the field (NIST SP 800-63B 5.1.1.2). Checked on the
 * server only, so the list stays out of the browser bundle.
 */
export const refuseCommonPassword =
  <Field extends string>(field: Field) =>
  (body: Record<Field, string>, ctx: z.RefinementCtx<Record<Field, string>>): void => {
    if (isCommonPassword(body[field])) {
      ctx.addIssue({ code: 'custom', path: [field], message: commonPasswordMessage(field) });
    }
  };
