import type { CheckId } from '../../frameworks/checks';
import type { RiskCategory } from '@/contracts/riskValues';

export type SuggestedRisk = {
  title: string;
  description: string;
  category: RiskCategory;
  likelihood: number;
  impact: number;
};

/**
 * The risk a failing check leaves the organisation exposed to, rated as it stands while the check fails: what the
 * register is offered to add, in one click, when the latest assessment shows the check failing.
 */
export const suggestedRisks: Partial<Record<CheckId, SuggestedRisk>> = {
  'aws.s3PublicAccessBlock': {
    title: 'Customer data exposed through a public storage bucket',
    description:
      'A bucket without a public access block can be opened to the internet by one mistaken policy or ACL, ' +
      'publishing whatever it holds to anyone who finds its name.',
    category: 'privacy',
    likelihood: 3,
    impact: 5,
  },
  'aws.rootMfa': {
    title: 'Cloud account taken over through its root user',
    description:
      'The root user can do anything in the account, including closing it; with only a password it falls to one ' +
      'phished or reused credential.',
    category: 'security',
    likelihood: 2,
    impact: 5,
  },
  'aws.openAdminPorts': {
    title: 'Servers breached through administration ports open to the internet',
    description:
      'SSH or RDP reachable from any address invites constant password guessing and exploitation of unpatched ' +
      'remote access services.',
    category: 'security',
    likelihood: 4,
    impact: 4,
  },
  'aws.cloudTrailMultiRegion': {
    title: 'Intrusion in the cloud account goes unseen and cannot be investigated',
    description:
      'Without an account-wide trail of API calls, an attacker working in an unwatched region leaves no record ' +
      'to detect them by or to reconstruct what they did.',
    category: 'security',
    likelihood: 3,
    impact: 4,
  },
  'aws.rdsEncryption': {
    title: 'Database contents readable from a stolen snapshot or disk',
    description:
      'Unencrypted database storage and its snapshots can be copied and read by anyone who gains access to them, ' +
      'with no key standing in the way.',
    category: 'privacy',
    likelihood: 2,
    impact: 5,
  },
  'mfa.enforced': {
    title: 'Account takeover through stolen or guessed passwords',
    description:
      'Members who sign in with a password alone can be impersonated after a phishing email or a breach of ' +
      'another site where they reused it.',
    category: 'security',
    likelihood: 4,
    impact: 4,
  },
  'backups.tested': {
    title: 'Unrecoverable data loss after an outage or ransomware attack',
    description:
      'Backups never restored may be incomplete, corrupt or too slow to bring back: the gap is found on the day ' +
      'they are needed.',
    category: 'availability',
    likelihood: 3,
    impact: 5,
  },
  'encryption.atRest': {
    title: 'Sensitive data disclosed from unencrypted storage',
    description:
      'Data stores without encryption at rest expose their contents to anyone who reaches the underlying disks, ' +
      'backups or exports.',
    category: 'privacy',
    likelihood: 2,
    impact: 4,
  },
  'vulnerabilities.criticalOpen': {
    title: 'Known critical vulnerability exploited in production',
    description:
      'Critical flaws left open are what automated attacks scan for first; public exploits often follow ' +
      'disclosure within days.',
    category: 'security',
    likelihood: 4,
    impact: 5,
  },
  'offboarding.revokedPct': {
    title: 'Former staff keep access to systems and data',
    description:
      'Accounts not revoked promptly when people leave can be used, on purpose or by whoever takes them over, ' +
      'long after anyone is watching them.',
    category: 'security',
    likelihood: 3,
    impact: 3,
  },
  'vendors.reviewed': {
    title: 'A supplier breach exposes our customers’ data',
    description:
      'Vendors handling our data without a current security review may fall short of what we promise customers, ' +
      'and we would not know until they are breached.',
    category: 'vendor',
    likelihood: 3,
    impact: 4,
  },
  'incidentResponse.planTestedAt': {
    title: 'Slow, confused response to a security incident',
    description:
      'An incident plan nobody has rehearsed fails on first contact: unclear roles, missing contacts and late ' +
      'notifications widen the damage and the regulatory exposure.',
    category: 'operational',
    likelihood: 3,
    impact: 4,
  },
  'training.completionPct': {
    title: 'Staff fall for phishing and social engineering',
    description:
      'People who have not been trained to recognise phishing are the easiest way in: one click can hand over ' +
      'credentials or install malware.',
    category: 'security',
    likelihood: 4,
    impact: 3,
  },
  'businessContinuity.testedAt': {
    title: 'Prolonged service outage after a regional failure',
    description:
      'An untested continuity plan leaves recovery times unknown; customers may be without the service for ' +
      'longer than contracts allow.',
    category: 'availability',
    likelihood: 2,
    impact: 4,
  },
};
