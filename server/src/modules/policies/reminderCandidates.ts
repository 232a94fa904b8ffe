import { policyReviewReminderDays } from '@/contracts/policyLimits';
import type { Db } from '../../db/database';
import { memberAcceptances } from './memberAcceptances';
import { requestingVersion } from './acceptanceWindow';
import { loadPolicies, type LoadedPolicy } from './policyParts';
import { acceptanceReminderMessage, type PolicyReminderMessage, reviewReminderMessage } from './reminderMessages';
import { type ActiveMember, listActiveMembers } from '../members';
import type { PolicyReminderClaim } from './reminderRepository';
import { toPolicySummary, versionLabel } from './toPolicy';

const dayMs = 24 * 60 * 60 * 1000;

export type PolicyReminder = { claim: PolicyReminderClaim; message: PolicyReminderMessage };

const dayBefore = (day: string, days: number) => new Date(Date.parse(day) - days * dayMs).toISOString().slice(0, 10);

/** The owner's reminder due today: from the set days before the next review date, and again once it has passed. */
const reviewReminder = (loaded: LoadedPolicy, members: ActiveMember[], today: string): PolicyReminder[] => {
  const { policy, current } = loaded;
  const reviewOn = toPolicySummary(loaded).nextReviewOn;
  if (!current || !reviewOn || !policy.owner_id || today < dayBefore(reviewOn, policyReviewReminderDays)) return [];
  if (!members.some((member) => member.id === policy.owner_id)) return [];
  const overdue = today > reviewOn;
  const kind = overdue ? 'reviewOverdue' : 'reviewDueSoon';
  return [
    {
      claim: {
        organization_id: policy.organization_id,
        occurrence: `${kind}:${current.id}`,
        kind,
        policy_id: policy.id,
        version_id: current.id,
        user_id: policy.owner_id,
      },
      message: reviewReminderMessage(policy, reviewOn, overdue),
    },
  ];
};

/** One reminder each member whose window to accept the version in force has closed without their acceptance. */
const acceptanceReminders = async (db: Db, loaded: LoadedPolicy, now: Date): Promise<PolicyReminder[]> => {
  const { policy, current } = loaded;
  const members = await memberAcceptances(db, loaded, now);
  if (!current || !members) return [];
  const requested = requestingVersion(loaded.published, current);
  return members.flatMap(({ memberId, overdueSince }) =>
    overdueSince === null
      ? []
      : [
          {
            claim: {
              organization_id: policy.organization_id,
              occurrence: `acceptanceOverdue:${requested.id}:${memberId}`,
              kind: 'acceptanceOverdue',
              policy_id: policy.id,
              version_id: requested.id,
              user_id: memberId,
            },
            message: acceptanceReminderMessage(policy, versionLabel(current), overdueSince.slice(0, 10)),
          },
        ],
  );
};

/** Every reminder the organisation's published policies call for at `now`, sent or not. */
export const collectPolicyReminders = async (db: Db, organizationId: string, now: Date): Promise<PolicyReminder[]> => {
  const today = now.toISOString().slice(0, 10);
  const reminders: PolicyReminder[] = [];
  const members = await listActiveMembers(db, organizationId);
  for (const loaded of await loadPolicies(db, organizationId)) {
    reminders.push(...reviewReminder(loaded, members, today), ...(await acceptanceReminders(db, loaded, now)));
  }
  return reminders;
};
