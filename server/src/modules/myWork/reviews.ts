import type { AppDeps } from '../../core/appDeps';
import type { MemberActor } from '../../core/actor';
import type { Db } from '../../db/database';
import type { MyReview } from '@/contracts/myWork';
import { hasPermission } from '@/contracts/permissions';
import { listAttestationsAwaitingReview } from '../attestations';
import { listExclusionsAwaitingApproval } from '../controls';
import { listPendingReviews } from '../reviews';
import { controlLink } from './links';

type Reviewer = Pick<MemberActor, 'organizationId' | 'userId' | 'role'>;

const attestationReviews = async (db: Db, reviewer: Reviewer): Promise<MyReview[]> =>
  (await listAttestationsAwaitingReview(db, reviewer.organizationId, reviewer.userId)).map((attestation) => ({
    kind: 'attestation',
    id: attestation.id,
    title: `Attestation: ${attestation.checkName}`,
    submittedBy: attestation.attestedBy,
    submittedAt: attestation.attestedAt,
    link: attestation.control
      ? controlLink(attestation.control.framework, attestation.control.controlId)
      : '/compliance',
  }));

const exclusionReviews = async (db: Db, reviewer: Reviewer): Promise<MyReview[]> =>
  (await listExclusionsAwaitingApproval(db, reviewer.organizationId, reviewer.userId)).map((exclusion) => ({
    kind: 'exclusion',
    id: `${exclusion.framework}:${exclusion.controlId}`,
    title: `Exclusion: ${exclusion.title}`,
    submittedBy: exclusion.requestedBy,
    submittedAt: exclusion.requestedAt,
    link: controlLink(exclusion.framework, exclusion.controlId),
  }));

const loopKinds = { controlStatement: 'statement', policyDraft: 'policy', evidence: 'evidence' } as const;

const loopReviews = async (deps: Pick<AppDeps, 'db' | 'clock'>, reviewer: Reviewer): Promise<MyReview[]> =>
  (await listPendingReviews(deps, reviewer)).map((review) => ({
    kind: loopKinds[review.subjectType],
    id: review.subjectId,
    title: review.title,
    submittedBy: review.submittedBy?.name ?? '',
    submittedAt: review.submittedAt ?? '',
    link: review.link,
  }));

/** What waits for this member's decision, by the review permissions their role holds; oldest first. */
export const listMyReviews = async (deps: Pick<AppDeps, 'db' | 'clock'>, reviewer: Reviewer): Promise<MyReview[]> => {
  const { db } = deps;
  const { role } = reviewer;
  const parts = await Promise.all([
    hasPermission(role, 'attestations:review') ? attestationReviews(db, reviewer) : [],
    hasPermission(role, 'controls:approve') ? exclusionReviews(db, reviewer) : [],
    loopReviews(deps, reviewer),
  ]);
  return parts.flat().sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
};
