// One line per concept: any of its terms, in a document or in a question, also yields the concept's token, so a
// question's "2FA" meets a control's "MFA". Terms are written as they are normalised (lower case, hyphens as spaces,
// plurals singular); a term of several words matches as a phrase.
const conceptTerms: Record<string, string> = {
  mfa: 'mfa|2fa|2sv|multi factor|multifactor|two factor|2 step|two step|second factor|totp|otp|authenticator app',
  sso: 'sso|single sign on|saml|oidc|identity provider|idp|federation|federated',
  password: 'password|passphrase|credential|authentication information|password management',
  atRest:
    'at rest|sse|sse kms|sse s3|kms|cmek|cmk|customer managed key|key management|encrypted storage|storage encryption|tde|transparent data encryption|storage media',
  inTransit:
    'in transit|tls|ssl|http|hsts|mtls|transport encryption|transport layer security|transmission|information transfer',
  encryption: 'encryption|encrypt|encrypted|encrypting|decryption|cryptography|cryptographic|crypto|cipher',
  phi: 'ephi|phi|protected health information|health data|health information|medical data|medical record|patient data|health record',
  personalData: 'personal data|pii|personal information|personally identifiable information',
  retention:
    'retention|retain|retaining|retained|deletion|delete|deleting|erase|erasure|disposal|dispose|disposing|purge|destroy|destruction|storage limitation|re use',
  incident: 'incident|breach|security event|compromise|compromised|data leak|leaked',
  notification: 'notify|notification|notifying|notified|communication|communicate|72 hour|72 hours|72h',
  accessReview:
    'access review|user access review|recertification|recertify|access certification|entitlement review|review access|access recertification',
  leastPrivilege:
    'least privilege|need to know|minimum necessary|privileged access|privileged|admin access|administrator access|access right|access restriction|rbac|role based access|permission|authorization|authorisation',
  offboarding:
    'offboarding|off boarding|leaver|termination|terminated|departing employee|deprovision|deprovisioning|revoke access|access removal|revocation',
  screening: 'background check|background screening|screening|vetting|clearance|criminal record',
  vulnerability:
    'vulnerability|vuln|cve|patch|patching|pentest|penetration test|security update|dependabot|dependency update',
  logging: 'logging|log|audit log|audit trail|cloudtrail|log retention|event log|audit control',
  monitoring: 'monitoring|monitor|alerting|alert|detection|siem|guardduty|anomaly|anomalies|intrusion detection',
  backup: 'backup|back up|restore|restoration|snapshot|recovery point|rpo',
  continuity:
    'business continuity|disaster recovery|dr|bcp|drp|bcdr|failover|contingency|contingency plan|rto|resilience|disruption|emergency mode',
  vendor:
    'vendor|third party|supplier|subprocessor|sub processor|processor|service provider|business associate|baa|data processing agreement|outsourced|supply chain',
  securityOfficer: 'security officer|security official|assigned security responsibility|ciso|head of security',
  policy: 'policy|handbook|code of conduct|security policy',
  training: 'training|awareness|security awareness|phishing simulation|education|security reminder',
  dpo: 'dpo|data protection officer|privacy officer',
  dpia: 'dpia|impact assessment|privacy impact assessment|pia|data protection impact assessment',
  changeManagement:
    'change management|code review|peer review|peer reviewed|pull request|merge request|branch protection|ruleset|change control|four eye|change approval',
  secureDevelopment:
    'secure development|sdlc|sast|static analysis|code scanning|dependency scanning|sca|codeql|secure coding|appsec|application security|dast|secret scanning',
  network:
    'segmentation|segmented|segregation of network|network segmentation|firewall|vpc|security group|subnet|network security|dmz',
  endpoint:
    'endpoint|laptop|device|workstation|mdm|edr|antivirus|anti virus|malware|anti malware|malicious software|disk encryption|filevault|bitlocker',
  asset: 'asset inventory|inventory|asset|asset management|cmdb|asset register',
  physical:
    'physical security|badge|office access|facility|facilities|premise|premises|data center|datacenter|visitor|cctv|physical access',
  risk: 'risk assessment|risk analysis|risk register|risk management|threat model|threat modeling|threat modelling',
  privacyNotice: 'privacy notice|privacy policy|transparency|transparent information|privacy statement',
  consent: 'consent|opt in|cookie consent|cookie banner|cookie',
  dataSubjectRequest:
    'data subject request|dsar|dsr|subject access request|right of access|access request|right to be forgotten|erasure request|deletion request|portability|rectification',
  processingRecords:
    'record of processing|records of processing|ropa|processing record|data map|data mapping|article 30',
  transfer:
    'international transfer|cross border|data transfer|transfer|scc|standard contractual clause|adequacy|adequacy decision|schrems|data privacy framework|bcr|binding corporate rule|transfer impact assessment',
  aws: 'aws|amazon web services|amazon',
  azure: 'azure|entra|entra id|azure ad|microsoft',
  gcp: 'gcp|google cloud|google workspace|cloud identity',
  kubernetes: 'kubernetes|k8s|eks|gke|aks|kubectl',
  mongodb: 'mongodb|mongo|atlas',
};

const conceptToken = (concept: string) => `~${concept}`;

/** Whether a processed term is a concept token rather than a word: it is never stemmed, fuzzed or prefixed. */
export const isConceptToken = (term: string) => term.startsWith('~');

const wordConcepts = new Map<string, string[]>();
const phraseConcepts: { phrase: string; token: string }[] = [];

for (const [concept, terms] of Object.entries(conceptTerms)) {
  for (const term of terms.split('|')) {
    if (term.includes(' ')) phraseConcepts.push({ phrase: ` ${term} `, token: conceptToken(concept) });
    else wordConcepts.set(term, [...(wordConcepts.get(term) ?? []), conceptToken(concept)]);
  }
}

/** A normalised word and the tokens of the concepts it belongs to (used by processTerm on both sides). */
export const expandTerm = (word: string): string[] => [word, ...(wordConcepts.get(word) ?? [])];

/** The concept tokens of the multi-word phrases in normalised words, which a per-word expansion cannot see. */
export const conceptsOfPhrases = (words: string[]): string[] => {
  const text = ` ${words.join(' ')} `;
  return phraseConcepts.filter(({ phrase }) => text.includes(phrase)).map(({ token }) => token);
};
