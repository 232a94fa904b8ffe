import type { Db } from '../../db/database';
import { z } from 'zod';
import { hasPermission } from '@/contracts/permissions';
import { type ActiveMember, listActiveMembers } from '../members';
import type { PolicyRow } from './repository';

type Approver = { id: string; name: string };

/** Who approves a policy's drafts and how many of them must: what the review loop enforces and the policy page shows. */
export type PolicyApproval = { approvers: Approver[]; quorum: number };

const storedIds = z.array(z.string());

export const approverIdsOf = (stored: string | null): string[] => {
  if (stored === null) return [];
  const parsed = storedIds.safeParse(JSON.parse(stored));
  return parsed.success ? parsed.data : [];
};

/** The members who may be named approvers: active ones whose role may approve policies. */
export const approvalCandidates = (members: ActiveMember[]): Approver[] =>
  members.filter((member) => hasPermission(member.role, 'policies:approve')).map(({ id, name }) => ({ id, name }));

/**
 * The approvers named who may still approve (a member who left, or whose role no longer approves, drops out), and a
 * quorum no larger than them; with none left, any member who may approve policies decides with one approval.
 */
export const approvalOf = (
  policy: Pick<PolicyRow, 'approver_ids' | 'approval_quorum'>,
  candidates: Approver[],
): PolicyApproval => {
  const named = new Set(approverIdsOf(policy.approver_ids));
  const approvers = candidates.filter((candidate) => named.has(candidate.id));
  return { approvers, quorum: Math.max(1, Math.min(policy.approval_quorum, approvers.length)) };
};

export const readPolicyApproval = async (
  db: Db,
  organizationId: string,
  policy: Pick<PolicyRow, 'approver_ids' | 'approval_quorum'>,
): Promise<PolicyApproval> =>
  policy.approver_ids === null
    ? { approvers: [], quorum: 1 }
    : approvalOf(policy, approvalCandidates(await listActiveMembers(db, organizationId)));
