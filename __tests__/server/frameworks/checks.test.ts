import { type CheckId, checkIds, checks, type OrganisationCheckId } from '../../../server/src/frameworks/checks';
import type { sourceControlChecks } from '../../../server/src/frameworks/checks/sourceControl';

const now = new Date('2026-06-30T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

type Case = { pass: unknown; fail: unknown; failScore: number; issue: string };

// Each provider's own checks are exercised against its API's fake in the connector tests.
const cases: Record<OrganisationCheckId | keyof typeof sourceControlChecks, Case> = {
  'mfa.enforced': {
    pass: { compliant: 12, total: 12 },
    fail: { compliant: 9, total: 12 },
    failScore: 75,
    issue: 'MFA is not enforced for 3 of 12 users',
  },
  'encryption.atRest': {
    pass: { compliant: 4, total: 4 },
    fail: { compliant: 3, total: 4 },
    failScore: 75,
    issue: '1 of 4 data stores is not encrypted at rest',
  },
  'encryption.inTransit': {
    pass: { compliant: 10, total: 10 },
    fail: { compliant: 5, total: 10 },
    failScore: 50,
    issue: '5 of 10 endpoints accept connections without TLS 1.2+',
  },
  'accessReview.lastCompletedAt': {
    pass: daysAgo(30),
    fail: daysAgo(120),
    failScore: 70,
    issue: 'The user access review was last done 120 days ago (required every 90 days)',
  },
  'backups.tested': {
    pass: daysAgo(90),
    fail: daysAgo(200),
    failScore: 30,
    issue: 'A backup restore test was last done 200 days ago (required every 90 days)',
  },
  'policies.acceptedPct': {
    pass: 95,
    fail: 88,
    failScore: 72,
    issue: 'Only 88% of employees have accepted the security policies (target 95%)',
  },
  'policies.reviewedAt': {
    pass: daysAgo(100),
    fail: daysAgo(400),
    failScore: 70,
    issue: 'The security policy review was last done 400 days ago (required every 365 days)',
  },
  'vendors.reviewed': {
    pass: { compliant: 0, total: 0 },
    fail: { compliant: 14, total: 20 },
    failScore: 70,
    issue: '6 of 20 vendors have no current security review',
  },
  'incidentResponse.planTestedAt': {
    pass: daysAgo(10),
    fail: daysAgo(700),
    failScore: 30,
    issue: 'An incident response exercise was last done 700 days ago (required every 365 days)',
  },
  'training.completionPct': {
    pass: 100,
    fail: 70,
    failScore: 0,
    issue: 'Only 70% of staff completed security awareness training (target 95%)',
  },
  'logging.retentionDays': {
    pass: 400,
    fail: 180,
    failScore: 49,
    issue: 'Audit logs are kept for 180 days (minimum 365)',
  },
  'monitoring.alerting': {
    pass: true,
    fail: false,
    failScore: 0,
    issue: 'No alerting is configured for security events',
  },
  'vulnerabilities.criticalOpen': { pass: 0, fail: 3, failScore: 25, issue: '3 critical vulnerabilities are open' },
  'changeManagement.reviewedPct': {
    pass: 100,
    fail: 97,
    failScore: 88,
    issue: 'Only 97% of production changes were peer reviewed (target 100%)',
  },
  'assetInventory.complete': {
    pass: { compliant: 50, total: 50 },
    fail: { compliant: 40, total: 50 },
    failScore: 80,
    issue: '10 of 50 discovered assets are missing from the inventory',
  },
  'endpoints.protected': {
    pass: { compliant: 30, total: 30 },
    fail: { compliant: 27, total: 30 },
    failScore: 90,
    issue: '3 of 30 devices lack disk encryption or malware protection',
  },
  'network.segmented': {
    pass: true,
    fail: false,
    failScore: 0,
    issue: 'Production systems are not segmented from other networks',
  },
  'riskAssessment.completedAt': {
    pass: daysAgo(365),
    fail: daysAgo(366),
    failScore: 70,
    issue: 'The risk assessment was last done 366 days ago (required every 365 days)',
  },
  'internalAudit.completedAt': {
    pass: daysAgo(300),
    fail: daysAgo(600),
    failScore: 30,
    issue: 'The internal audit of the ISMS was last done 600 days ago (required every 365 days)',
  },
  'managementReview.completedAt': {
    pass: daysAgo(10),
    fail: daysAgo(400),
    failScore: 70,
    issue: 'The management review of the ISMS was last done 400 days ago (required every 365 days)',
  },
  'businessContinuity.testedAt': {
    pass: daysAgo(1),
    fail: daysAgo(547),
    failScore: 70,
    issue: 'A business continuity and disaster recovery test was last done 547 days ago (required every 365 days)',
  },
  'backgroundChecks.completedPct': {
    pass: 100,
    fail: 90,
    failScore: 60,
    issue: 'Only 90% of employees passed background screening (target 100%)',
  },
  'offboarding.revokedPct': {
    pass: 100,
    fail: 80,
    failScore: 20,
    issue: 'Access was revoked within 24 hours for only 80% of leavers (target 100%)',
  },
  'physical.accessControlled': {
    pass: true,
    fail: false,
    failScore: 0,
    issue: 'Office and facility entry is not badge-controlled and logged',
  },
  'secureDevelopment.scanning': {
    pass: true,
    fail: false,
    failScore: 0,
    issue: 'Code is merged without static analysis or dependency scanning',
  },
  'sourceControl.branchProtection': {
    pass: { compliant: 24, total: 24 },
    fail: { compliant: 18, total: 24 },
    failScore: 75,
    issue: '6 of 24 repositories accept changes to the default branch without an approving review',
  },
  'sourceControl.secretScanning': {
    pass: { compliant: 20, total: 20 },
    fail: { compliant: 15, total: 20 },
    failScore: 75,
    issue: '5 of 20 repositories are not scanned for committed secrets',
  },
  'sourceControl.ownerCount': {
    pass: 3,
    fail: 5,
    failScore: 50,
    issue: '5 people are owners of the source control organization (maximum 3)',
  },
  'sourceControl.writeDeployKeys': { pass: 0, fail: 1, failScore: 75, issue: '1 deploy key can push to a repository' },
  'dataRetention.policyDefined': {
    pass: true,
    fail: false,
    failScore: 0,
    issue: 'No data retention and disposal policy is defined',
  },
  'privacy.noticePublished': {
    pass: true,
    fail: false,
    failScore: 0,
    issue: 'No privacy notice is published for data subjects',
  },
  'consent.recordedPct': {
    pass: 100,
    fail: 95,
    failScore: 80,
    issue: 'Consent is recorded for only 95% of consent-based processing (target 100%)',
  },
  'dataSubjectRequests.onTimePct': {
    pass: 100,
    fail: 92,
    failScore: 68,
    issue: 'Only 92% of data subject requests were answered within one month (target 100%)',
  },
  'processingRecords.updatedAt': {
    pass: daysAgo(200),
    fail: daysAgo(500),
    failScore: 70,
    issue: 'The records of processing activities update was last done 500 days ago (required every 365 days)',
  },
  'dpia.completed': {
    pass: { compliant: 2, total: 2 },
    fail: { compliant: 1, total: 3 },
    failScore: 33,
    issue: '2 of 3 high-risk processing activities have no DPIA',
  },
  'dpo.appointed': { pass: true, fail: false, failScore: 0, issue: 'No data protection officer is appointed' },
  'transfers.safeguarded': {
    pass: { compliant: 5, total: 5 },
    fail: { compliant: 4, total: 5 },
    failScore: 80,
    issue: '1 of 5 transfers outside the EEA have no adequacy decision or SCCs',
  },
  'breach.notificationProcedure': {
    pass: true,
    fail: false,
    failScore: 0,
    issue: 'No procedure ensures breach notification within 72 hours',
  },
};

describe.each(Object.keys(cases) as (keyof typeof cases)[])('check %s', (id) => {
  const check = checks[id];
  const { pass, fail, failScore, issue } = cases[id];

  it('passes with full marks and no issues when the signal is good', () => {
    expect(check.schema.safeParse(pass).success).toBe(true);
    expect(check.assess(pass, now)).toEqual({ score: 100, issues: [] });
  });

  it('fails with a lower score and a human description when the signal is bad', () => {
    expect(check.assess(fail, now)).toEqual({ score: failScore, issues: [issue] });
  });

  it('counts a missing or malformed signal as no evidence', () => {
    const noEvidence = { score: 0, issues: [`No evidence recorded for ${check.name}`] };
    expect(check.assess(undefined, now)).toEqual(noEvidence);
    expect(check.assess('garbage', now)).toEqual(noEvidence);
    expect(check.schema.safeParse('garbage').success).toBe(false);
  });
});

it('grades overdue activities: warning up to half as late again, critical after', () => {
  const review = checks['accessReview.lastCompletedAt'];
  expect(review.assess(daysAgo(90), now).score).toBe(100);
  expect(review.assess(daysAgo(135), now).score).toBe(70);
  expect(review.assess(daysAgo(136), now).score).toBe(30);
});

it('rejects impossible ratios and percentages', () => {
  expect(checks['mfa.enforced'].schema.safeParse({ compliant: 13, total: 12 }).success).toBe(false);
  expect(checks['training.completionPct'].schema.safeParse(101).success).toBe(false);
  expect(checks['vulnerabilities.criticalOpen'].schema.safeParse(-1).success).toBe(false);
});

describe('combining the values of several sources', () => {
  it('adds ratios up and keeps the worst of every other kind of value', () => {
    const combine = (id: CheckId, values: unknown[]) => checks[id].combine(values);
    expect(
      combine('mfa.enforced', [
        { compliant: 12, total: 12 },
        { compliant: 3, total: 5 },
      ]),
    ).toEqual({
      compliant: 15,
      total: 17,
    });
    expect(combine('sourceControl.ownerCount', [2, 5, 3])).toBe(5);
    expect(combine('sourceControl.writeDeployKeys', [1, 2])).toBe(3);
    expect(combine('secureDevelopment.scanning', [true, false])).toBe(false);
    expect(combine('logging.retentionDays', [400, 90])).toBe(90);
    expect(combine('training.completionPct', [99, 80])).toBe(80);
    expect(combine('accessReview.lastCompletedAt', [daysAgo(3), daysAgo(200), daysAgo(10)])).toBe(daysAgo(200));
  });

  it('leaves an unreadable value out, and keeps it only when nothing else is readable', () => {
    expect(checks['sourceControl.ownerCount'].combine(['many', 2])).toBe(2);
    expect(checks['sourceControl.ownerCount'].combine(['many'])).toBe('many');
  });
});

it('maps every automated check to at least one control, and names the integrations that measure it', () => {
  const automated = checkIds.filter((id) => checks[id].integrations);
  expect(automated.length).toBeGreaterThanOrEqual(4);
  for (const id of automated) {
    expect(checks[id].integrations?.length).toBeGreaterThan(0);
    expect(Object.values(checks[id].controls ?? {}).flatMap(Object.keys).length).toBeGreaterThan(0);
  }
});
