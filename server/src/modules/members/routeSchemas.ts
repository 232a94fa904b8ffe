import { Readable } from 'node:stream';
import { z } from 'zod';
import { describeRoute, documented, failures } from '../../plugins/routeDocs';
import { messageResponse } from '@/contracts/envelope';
import {
  accessReviewResponse,
  changeRoleBody,
  changeStatusBody,
  inviteMemberBody,
  type Member,
  memberIdParams,
  memberListQuery,
  memberListResponse,
  memberResponse,
} from '@/contracts/members';
import { rolePermissions } from '@/contracts/permissions';

const tag = 'Members';

const example: Member = {
  id: '3f1c9a52-7d4e-4b8a-9c61-2e5f0b7d8a14',
  name: 'Priya Shah',
  email: 'priya.shah@acmecloud.example',
  role: 'Compliance Manager',
  status: 'active',
  lastLogin: '2026-06-01T08:00:00.000Z',
  department: 'Compliance',
  permissions: [...rolePermissions['Compliance Manager']],
  createdAt: '2026-03-01T09:00:00.000Z',
};

const memberAnswer = (description: string, message: string) =>
  documented(memberResponse, description, { success: true, message, data: example });

export const listMembersSchema = {
  ...describeRoute({ tag, summary: "A page of the organisation's users, searched by name or email" }),
  querystring: memberListQuery,
  response: {
    200: documented(memberListResponse, 'The page and its count', {
      success: true,
      data: { members: [example], pagination: { page: 1, limit: 20, total: 1, pages: 1 } },
    }),
    ...failures(400, 401, 503),
  },
};

export const inviteMemberSchema = {
  ...describeRoute({ tag, summary: 'Invite a teammate: a pending user and an emailed one-time set-password link' }),
  body: inviteMemberBody,
  response: {
    201: memberAnswer('Invited', 'Invitation sent to priya.shah@acmecloud.example'),
    ...failures(400, 401, 409, 413, 415, 429, 503),
  },
};

const byId = { params: memberIdParams };

export const resendInvitationSchema = {
  ...describeRoute({ tag, summary: 'Email a new set-password link; the earlier one stops working' }),
  ...byId,
  response: { 200: memberAnswer('Sent', 'Invitation resent'), ...failures(400, 401, 404, 409, 429, 503) },
};

export const revokeInvitationSchema = {
  ...describeRoute({ tag, summary: 'Revoke a pending invitation: its link stops working' }),
  ...byId,
  response: {
    200: documented(messageResponse, 'Revoked', { success: true, message: 'Invitation revoked' }),
    ...failures(400, 401, 404, 409, 503),
  },
};

export const changeRoleSchema = {
  ...describeRoute({ tag, summary: "Change a user's role (the last active Admin keeps theirs)" }),
  ...byId,
  body: changeRoleBody,
  response: { 200: memberAnswer('Changed', 'Role updated'), ...failures(400, 401, 404, 409, 413, 415, 503) },
};

export const changeStatusSchema = {
  ...describeRoute({ tag, summary: 'Deactivate (every session ends) or reactivate a user' }),
  ...byId,
  body: changeStatusBody,
  response: { 200: memberAnswer('Changed', 'User deactivated'), ...failures(400, 401, 404, 409, 413, 415, 503) },
};

export const removeMemberSchema = {
  ...describeRoute({ tag, summary: 'Remove a user; their audit rows and name in history stay' }),
  ...byId,
  response: {
    200: documented(messageResponse, 'Removed', { success: true, message: 'User removed' }),
    ...failures(400, 401, 404, 409, 503),
  },
};

const csvExample = [
  'Name,Email,Role,Department,Status,Last Login,Created',
  'Priya Shah,priya.shah@acmecloud.example,Compliance Manager,Compliance,active,2026-06-01T08:00:00.000Z,2026-03-01T09:00:00.000Z',
  '',
].join('\r\n');

const csvStream = z
  .custom<Readable>((value) => value instanceof Readable)
  .meta({ type: 'string', examples: [csvExample] });

export const exportMembersSchema = {
  ...describeRoute({ tag, summary: 'The user list as a CSV attachment; the export is audited' }),
  response: {
    200: { description: 'RFC 4180 CSV attachment', content: { 'text/csv': { schema: csvStream } } },
    ...failures(401, 503),
  },
};

export const accessReviewSchema = {
  ...describeRoute({ tag, summary: 'Users by last sign-in, those inactive 90+ days flagged; the review is audited' }),
  response: {
    200: documented(accessReviewResponse, 'The review', {
      success: true,
      data: {
        generatedAt: '2026-06-02T08:00:00.000Z',
        staleAfterDays: 90,
        members: [{ ...example, daysSinceSignIn: 1, flagged: false }],
      },
    }),
    ...failures(401, 503),
  },
};
