import { accountElsewhereEmail } from '../../mail/accountElsewhereEmail';
import type { InviteMemberBody, Member } from '@/contracts/members';
import { rolePermissions } from '@/contracts/permissions';
import { findOrganizationById } from '../organizations';
import type { MemberActor } from '../../core/actor';
import type { MemberDeps } from './invite';

/**
 * Inviting an address whose account belongs to another organisation is answered exactly as a new invitation is (201,
 * the same message, a member of the same shape), so the invitation form cannot tell anyone which addresses have an
 * account somewhere. Nothing is created or audited in the inviter's organisation: an account belongs to one
 * organisation, and moving it would hand another tenant's user to whoever typed their address. The address's owner
 * is told instead, so a genuine invitation is not lost without a word. The address stays absent from the member
 * list, which is slower to read than an answer; the invitation limits bound how many addresses can be tried so.
 */
export const answerAccountElsewhere = async (
  deps: MemberDeps,
  actor: MemberActor,
  body: InviteMemberBody,
  now: string,
): Promise<Member> => {
  const organization = await findOrganizationById(deps.db, actor.organizationId);
  await deps.mail.mailer.send(
    accountElsewhereEmail({
      email: body.email,
      company: organization?.name ?? 'An organisation',
      signInLink: `${deps.mail.appUrl}/login`,
    }),
  );
  return {
    id: crypto.randomUUID(),
    name: body.name,
    email: body.email,
    role: body.role,
    status: 'pending',
    lastLogin: null,
    department: body.department,
    permissions: [...rolePermissions[body.role]],
    createdAt: now,
  };
};
