import { z } from 'zod';
import { roles } from './enums';
import { dataResponse } from './envelope';
import { emailField, nameField, noText } from './fields';
import { departments } from './memberOptions';
import { pageQuery, pagination } from './paging';
import { permissions } from './permissions';

/** SPEC §3: a managed user's status; pending until the invitation's link sets a password. */
export const memberStatuses = ['active', 'inactive', 'pending'] as const;
export type MemberStatus = (typeof memberStatuses)[number];

/** What the users table holds: a removed member keeps their row (the audit trail points at it) and leaves the list. */
export type StoredMemberStatus = MemberStatus | 'removed';

export const memberPageSize = 20;
const maxPageSize = 100;
const searchMax = 200;

/** Members who have not signed in for this many days are flagged by the access review. */
export const accessReviewStaleDays = 90;

export const memberListQuery = z.object({
  search: z.preprocess(noText, z.string().trim().max(searchMax).optional()),
  ...pageQuery(memberPageSize, maxPageSize),
});

export const member = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  status: z.enum(memberStatuses),
  /** ISO time of the latest sign-in; null for someone who has not signed in yet. */
  lastLogin: z.string().nullable(),
  department: z.enum(departments).nullable(),
  /** The role's permissions, from the one permission table. */
  permissions: z.array(z.enum(permissions)),
  /** When the account (or its invitation) was created. */
  createdAt: z.string(),
});

const count = z.number().int().nonnegative();

export const memberPage = z.object({
  members: z.array(member),
  pagination,
});

export const memberListResponse = dataResponse(memberPage);

export const memberIdParams = z.object({ id: z.uuid() });

export const inviteMemberBody = z.object({
  name: nameField,
  email: emailField,
  role: z.enum(roles),
  department: z.enum(departments),
});

export const changeRoleBody = z.object({ role: z.enum(roles) });

/** Deactivate (inactive) or reactivate (active); pending changes only through the invitation. */
export const changeStatusBody = z.object({ status: z.enum(['active', 'inactive']) });

export const memberResponse = z.object({ success: z.literal(true), message: z.string(), data: member });

const reviewedMember = member.extend({
  /** Whole days since the last sign-in, or since the account was created for someone who never signed in. */
  daysSinceSignIn: count,
  /** Not signed in for accessReviewStaleDays or more. */
  flagged: z.boolean(),
});

export const accessReview = z.object({
  generatedAt: z.string(),
  staleAfterDays: count,
  /** Active and inactive members, longest without a sign-in first; pending invitations are not accounts in use. */
  members: z.array(reviewedMember),
});

export const accessReviewResponse = dataResponse(accessReview);

export type Member = z.output<typeof member>;
export type MemberPage = z.output<typeof memberPage>;
export type MemberListQuery = z.output<typeof memberListQuery>;
export type InviteMemberBody = z.output<typeof inviteMemberBody>;
export type ChangeStatusBody = z.output<typeof changeStatusBody>;
export type AccessReview = z.output<typeof accessReview>;
