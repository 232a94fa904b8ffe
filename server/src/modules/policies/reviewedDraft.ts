import type { Db } from '../../db/database';
import { loadPolicy } from './policyParts';
import { updateDraft } from './repository';

/** A policy's open draft as its review reads it: the text a reviewer approves (placeholders and all). */
export const findPolicyDraft = async (db: Db, organizationId: string, policyId: string) => {
  const loaded = await loadPolicy(db, organizationId, policyId);
  if (!loaded) return null;
  return { title: loaded.policy.title, body: loaded.draft?.body ?? null };
};

/** Keeps the draft's review round beside it, so the policy's status reads without the review loop. */
export const recordPolicyReview = async (
  db: Db,
  organizationId: string,
  policyId: string,
  round: { state: 'pending' | 'approved' | 'changesRequested'; fingerprint: string; byLabel: string; at: string },
): Promise<void> => {
  const loaded = await loadPolicy(db, organizationId, policyId);
  if (!loaded?.draft) return;
  await updateDraft(db, loaded.draft.id, {
    review_state: round.state,
    review_fingerprint: round.fingerprint,
    reviewed_by_label: round.state === 'pending' ? null : round.byLabel,
    reviewed_at: round.state === 'pending' ? null : round.at,
  });
};
