import { z } from 'zod';
import { roles } from '../../db/schema';
import { emailField, messageResponse, nameField, nameMax, optionalText } from '../common/schemas';

export const passwordMin = 6;
const passwordMax = 200;

const newPassword = z.string().min(passwordMin).max(passwordMax);

export const loginBody = z.object({
  email: emailField,
  password: z.string().min(1).max(passwordMax),
});

export const registerBody = z.object({
  name: nameField,
  email: emailField,
  password: newPassword,
  company: nameField,
  jobTitle: optionalText(nameMax),
});

export const updateDetailsBody = z
  .object({
    name: nameField.optional(),
    email: emailField.optional(),
    jobTitle: optionalText(nameMax).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Provide at least one of name, email or jobTitle',
  });

export const updatePasswordBody = z.object({
  currentPassword: z.string().min(1).max(passwordMax),
  newPassword,
});

export const sessionUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  jobTitle: z.string().nullable(),
  company: z.string(),
  organizationId: z.string(),
  createdAt: z.string(),
});

export const tokenResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  data: sessionUser,
  message: z.string().optional(),
});

export const userResponse = z.object({ success: z.literal(true), data: sessionUser });

export { messageResponse };

export type LoginBody = z.output<typeof loginBody>;
export type RegisterBody = z.output<typeof registerBody>;
export type UpdateDetailsBody = z.output<typeof updateDetailsBody>;
export type UpdatePasswordBody = z.output<typeof updatePasswordBody>;
export type SessionUser = z.output<typeof sessionUser>;
