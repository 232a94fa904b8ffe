import type { CheckId } from './checks';
import type { Control, Framework } from './types';

type Specification = [id: string, name: string, implementation: 'required' | 'addressable', checks: CheckId[]];
type Standard = { id: string; name: string; checks: CheckId[]; specifications?: Specification[] };

// Standards and their implementation specifications are all controls, each scored on its own checks.
const safeguard = (section: string, category: string, standards: Standard[]): Control[] =>
  standards.flatMap(({ id, name, checks, specifications = [] }) => {
    const standardId = `${section}${id}`;
    return [
      { id: standardId, name, category, checks, hipaa: { kind: 'standard' as const } },
      ...specifications.map(([specId, specName, implementation, specChecks]) => ({
        id: `${section}${specId}`,
        name: specName,
        category,
        checks: specChecks,
        hipaa: { kind: 'specification' as const, standard: standardId, implementation },
      })),
    ];
  });

const administrative = safeguard('164.308', 'Administrative Safeguards', [
  {
    id: '(a)(1)',
    name: 'Security management process',
    checks: ['riskAssessment.completedAt'],
    specifications: [
      ['(a)(1)(ii)(A)', 'Risk analysis', 'required', ['riskAssessment.completedAt']],
      ['(a)(1)(ii)(B)', 'Risk management', 'required', ['riskAssessment.completedAt', 'vulnerabilities.criticalOpen']],
      ['(a)(1)(ii)(C)', 'Sanction policy', 'required', ['policies.acceptedPct']],
      [
        '(a)(1)(ii)(D)',
        'Information system activity review',
        'required',
        ['monitoring.alerting', 'logging.retentionDays'],
      ],
    ],
  },
  { id: '(a)(2)', name: 'Assigned security responsibility', checks: ['policies.reviewedAt'] },
  {
    id: '(a)(3)',
    name: 'Workforce security',
    checks: ['accessReview.lastCompletedAt'],
    specifications: [
      ['(a)(3)(ii)(A)', 'Authorization and/or supervision', 'addressable', ['accessReview.lastCompletedAt']],
      ['(a)(3)(ii)(B)', 'Workforce clearance procedure', 'addressable', ['backgroundChecks.completedPct']],
      ['(a)(3)(ii)(C)', 'Termination procedures', 'addressable', ['offboarding.revokedPct']],
    ],
  },
  {
    id: '(a)(4)',
    name: 'Information access management',
    checks: ['accessReview.lastCompletedAt'],
    specifications: [
      ['(a)(4)(ii)(A)', 'Isolating health care clearinghouse functions', 'required', ['network.segmented']],
      ['(a)(4)(ii)(B)', 'Access authorization', 'addressable', ['accessReview.lastCompletedAt']],
      [
        '(a)(4)(ii)(C)',
        'Access establishment and modification',
        'addressable',
        ['accessReview.lastCompletedAt', 'offboarding.revokedPct'],
      ],
    ],
  },
  {
    id: '(a)(5)',
    name: 'Security awareness and training',
    checks: ['training.completionPct'],
    specifications: [
      ['(a)(5)(ii)(A)', 'Security reminders', 'addressable', ['training.completionPct']],
      ['(a)(5)(ii)(B)', 'Protection from malicious software', 'addressable', ['endpoints.protected']],
      ['(a)(5)(ii)(C)', 'Log-in monitoring', 'addressable', ['monitoring.alerting']],
      ['(a)(5)(ii)(D)', 'Password management', 'addressable', ['mfa.enforced']],
    ],
  },
  {
    id: '(a)(6)',
    name: 'Security incident procedures',
    checks: ['incidentResponse.planTestedAt'],
    specifications: [
      [
        '(a)(6)(ii)',
        'Response and reporting',
        'required',
        ['incidentResponse.planTestedAt', 'breach.notificationProcedure'],
      ],
    ],
  },
  {
    id: '(a)(7)',
    name: 'Contingency plan',
    checks: ['businessContinuity.testedAt'],
    specifications: [
      ['(a)(7)(ii)(A)', 'Data backup plan', 'required', ['backups.tested']],
      ['(a)(7)(ii)(B)', 'Disaster recovery plan', 'required', ['businessContinuity.testedAt']],
      ['(a)(7)(ii)(C)', 'Emergency mode operation plan', 'required', ['businessContinuity.testedAt']],
      [
        '(a)(7)(ii)(D)',
        'Testing and revision procedures',
        'addressable',
        ['businessContinuity.testedAt', 'backups.tested'],
      ],
      ['(a)(7)(ii)(E)', 'Applications and data criticality analysis', 'addressable', ['assetInventory.complete']],
    ],
  },
  { id: '(a)(8)', name: 'Evaluation', checks: ['riskAssessment.completedAt', 'policies.reviewedAt'] },
  {
    id: '(b)(1)',
    name: 'Business associate contracts and other arrangements',
    checks: ['vendors.reviewed'],
    specifications: [['(b)(3)', 'Written contract or other arrangement', 'required', ['vendors.reviewed']]],
  },
]);

const physical = safeguard('164.310', 'Physical Safeguards', [
  {
    id: '(a)(1)',
    name: 'Facility access controls',
    checks: ['physical.accessControlled'],
    specifications: [
      ['(a)(2)(i)', 'Contingency operations', 'addressable', ['businessContinuity.testedAt']],
      ['(a)(2)(ii)', 'Facility security plan', 'addressable', ['physical.accessControlled']],
      ['(a)(2)(iii)', 'Access control and validation procedures', 'addressable', ['physical.accessControlled']],
      ['(a)(2)(iv)', 'Maintenance records', 'addressable', ['assetInventory.complete']],
    ],
  },
  { id: '(b)', name: 'Workstation use', checks: ['policies.acceptedPct', 'endpoints.protected'] },
  { id: '(c)', name: 'Workstation security', checks: ['endpoints.protected'] },
  {
    id: '(d)(1)',
    name: 'Device and media controls',
    checks: ['assetInventory.complete'],
    specifications: [
      ['(d)(2)(i)', 'Disposal', 'required', ['dataRetention.policyDefined']],
      ['(d)(2)(ii)', 'Media re-use', 'required', ['dataRetention.policyDefined', 'encryption.atRest']],
      ['(d)(2)(iii)', 'Accountability', 'addressable', ['assetInventory.complete']],
      ['(d)(2)(iv)', 'Data backup and storage', 'addressable', ['backups.tested']],
    ],
  },
]);

const technical = safeguard('164.312', 'Technical Safeguards', [
  {
    id: '(a)(1)',
    name: 'Access control',
    checks: ['mfa.enforced', 'accessReview.lastCompletedAt'],
    specifications: [
      ['(a)(2)(i)', 'Unique user identification', 'required', ['accessReview.lastCompletedAt']],
      ['(a)(2)(ii)', 'Emergency access procedure', 'required', ['businessContinuity.testedAt']],
      ['(a)(2)(iii)', 'Automatic logoff', 'addressable', ['endpoints.protected']],
      ['(a)(2)(iv)', 'Encryption and decryption', 'addressable', ['encryption.atRest']],
    ],
  },
  { id: '(b)', name: 'Audit controls', checks: ['logging.retentionDays', 'monitoring.alerting'] },
  {
    id: '(c)(1)',
    name: 'Integrity',
    checks: ['changeManagement.reviewedPct'],
    specifications: [
      [
        '(c)(2)',
        'Mechanism to authenticate electronic protected health information',
        'addressable',
        ['encryption.atRest', 'logging.retentionDays'],
      ],
    ],
  },
  { id: '(d)', name: 'Person or entity authentication', checks: ['mfa.enforced'] },
  {
    id: '(e)(1)',
    name: 'Transmission security',
    checks: ['encryption.inTransit'],
    specifications: [
      ['(e)(2)(i)', 'Integrity controls', 'addressable', ['encryption.inTransit']],
      ['(e)(2)(ii)', 'Encryption', 'addressable', ['encryption.inTransit']],
    ],
  },
]);

// A group health plan's sponsor receives ePHI outside the plan, so its plan documents are weighed like an arrangement
// with a third party.
const organizational = safeguard('164.314', 'Organizational Requirements', [
  {
    id: '(a)(1)',
    name: 'Business associate contracts or other arrangements',
    checks: ['vendors.reviewed'],
    specifications: [
      ['(a)(2)(i)', 'Business associate contracts', 'required', ['vendors.reviewed']],
      ['(a)(2)(ii)', 'Other arrangements', 'required', ['vendors.reviewed']],
      ['(a)(2)(iii)', 'Business associate contracts with subcontractors', 'required', ['vendors.reviewed']],
    ],
  },
  {
    id: '(b)(1)',
    name: 'Requirements for group health plans',
    checks: ['vendors.reviewed'],
    specifications: [['(b)(2)', 'Implementation specifications', 'required', ['vendors.reviewed']]],
  },
]);

const documentation = safeguard('164.316', 'Policies and Procedures and Documentation Requirements', [
  { id: '(a)', name: 'Policies and procedures', checks: ['policies.reviewedAt'] },
  {
    id: '(b)(1)',
    name: 'Documentation',
    checks: ['policies.reviewedAt'],
    specifications: [
      ['(b)(2)(i)', 'Time limit', 'required', ['dataRetention.policyDefined']],
      ['(b)(2)(ii)', 'Availability', 'required', ['policies.acceptedPct']],
      ['(b)(2)(iii)', 'Updates', 'required', ['policies.reviewedAt']],
    ],
  },
]);

// HIPAA Security Rule, 45 CFR 164.308-316: 22 standards and their 43 implementation specifications.
export const hipaa: Framework = {
  id: 'HIPAA',
  name: 'HIPAA Security Rule',
  controls: [...administrative, ...physical, ...technical, ...organizational, ...documentation],
};
