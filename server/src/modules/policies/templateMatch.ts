import { type PolicyTemplate, policyTemplates } from './library';

/** Words people use for a policy besides its title, by template id. */
const otherNames: Readonly<Record<string, readonly string[]>> = {
  'information-security': ['infosec', 'isms'],
  'acceptable-use': ['aup'],
  'human-resources-security': ['hr security', 'onboarding', 'offboarding'],
  'data-retention': ['retention', 'disposal', 'data deletion'],
  'access-control': ['least privilege', 'access review'],
  password: ['passwords', 'authentication', 'mfa'],
  cryptography: ['encryption', 'key management'],
  'secure-development': ['sdlc', 'secure coding', 'software development'],
  'vulnerability-management': ['vulnerability', 'vulnerabilities', 'patching', 'patch management'],
  'logging-monitoring': ['logging', 'monitoring', 'audit logs'],
  'incident-response': ['incident', 'incidents', 'breach response'],
  backup: ['backups'],
  'business-continuity': ['business continuity', 'disaster recovery', 'bcp', 'drp'],
  'vendor-management': ['vendor', 'vendors', 'supplier', 'suppliers', 'third party', 'third-party'],
  'privacy-data-protection': ['privacy', 'data protection', 'gdpr'],
  'remote-work': ['remote', 'working from home', 'telework'],
  'physical-security': ['physical', 'clear desk', 'office security'],
  'asset-management': ['asset', 'assets', 'inventory'],
  'data-classification': ['classification', 'classify'],
  'risk-management': ['risk assessment', 'risk register'],
  'code-of-conduct': ['conduct', 'ethics'],
  'change-management': ['change control'],
};

const normalise = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, ' ')
    .trim()} `;

const namesOf = (template: PolicyTemplate) => [
  template.title.replace(/\s+Policy$/, ''),
  ...template.title.replace(/\s+Policy$/, '').split(/\s+and\s+/),
  ...(otherNames[template.id] ?? []),
];

/**
 * The library's template a request names ("draft an access control policy"): the one whose title or other name is
 * quoted at the greatest length, so "information security" wins over a bare "security". None when nothing is named.
 */
export const matchPolicyTemplate = (request: string): PolicyTemplate | undefined => {
  const text = normalise(request);
  let best: { template: PolicyTemplate; length: number } | undefined;
  for (const template of policyTemplates) {
    for (const name of namesOf(template)) {
      const phrase = normalise(name);
      if (text.includes(phrase) && phrase.length > (best?.length ?? 0)) best = { template, length: phrase.length };
    }
  }
  return best?.template;
};
