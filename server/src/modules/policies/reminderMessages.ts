import type { AlertMessage } from '../alerts';

/** What a policy reminder says, in the bell (title, body, link) and by email. */
export type PolicyReminderMessage = { title: string; body: string; link: string; email: AlertMessage };

export const policyLink = (policyId: string) => `/policies/${encodeURIComponent(policyId)}`;

const message = (policyId: string, title: string, body: string, heading: string): PolicyReminderMessage => {
  const link = policyLink(policyId);
  return {
    title,
    body,
    link,
    email: { subject: title, heading, intro: body, items: [], action: { label: 'Open the policy', path: link } },
  };
};

/** To the owner, before the review date or once it has passed. */
export const reviewReminderMessage = (
  policy: { id: string; title: string },
  reviewOn: string,
  overdue: boolean,
): PolicyReminderMessage =>
  overdue
    ? message(
        policy.id,
        `Overdue: review of the ${policy.title}, due ${reviewOn}`,
        `The ${policy.title} was due for its review on ${reviewOn}. Read it again and publish what has changed, or a new version confirming it still holds.`,
        'Policy review overdue',
      )
    : message(
        policy.id,
        `Review of the ${policy.title} due ${reviewOn}`,
        `The ${policy.title} you own is due for its review on ${reviewOn}. Read it again before then and publish what has changed, or a new version confirming it still holds.`,
        'Policy review coming due',
      );

/** To a member whose window to accept the version in force closed without their acceptance. */
export const acceptanceReminderMessage = (
  policy: { id: string; title: string },
  version: string,
  dueOn: string,
): PolicyReminderMessage =>
  message(
    policy.id,
    `Overdue: accept the ${policy.title} ${version}, due ${dueOn}`,
    `You were asked to read and accept version ${version} of the ${policy.title} by ${dueOn}. Open it, read it and record your acceptance.`,
    'Policy acceptance overdue',
  );
