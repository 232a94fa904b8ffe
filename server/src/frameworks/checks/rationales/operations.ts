import type { Rationales } from '../automated';

/** Activity is logged everywhere, kept where it cannot be altered, and can be proven intact. */
export const auditLogging = {
  SOC2: {
    'CC2.1': 'Complete activity logs are quality information for internal control',
    'CC7.2': 'Logs are how anomalies in system components are detected',
    'CC7.3': 'Logs let security events be evaluated',
  },
  ISO27001: {
    'A.5.28': 'Retained, tamper-evident logs can serve as evidence',
    'A.8.15': 'Logging activities is what the check measures',
    'A.8.16': 'Logs feed the monitoring of anomalous behaviour',
  },
  HIPAA: {
    '164.308(a)(1)(ii)(D)': 'Activity records are what information system activity review reads',
    '164.308(a)(5)(ii)(C)': 'Sign-in events are recorded for monitoring',
    '164.308(a)(6)(ii)': 'Logs are how incidents are identified and documented',
    '164.312(b)': 'Audit controls record activity in systems holding ePHI',
    '164.312(c)(1)': 'Validated logs show records were not altered',
    '164.312(c)(2)': 'Digest files authenticate that log data is unchanged',
  },
  GDPR: {
    'Art. 32': 'Logging supports testing and ensuring security of processing',
    'Art. 5': 'Access logs evidence accountability for processing',
  },
} satisfies Rationales;

/** A managed service watches for threats and raises findings. */
export const threatDetection = {
  SOC2: {
    'CC6.8': 'The service detects malicious software',
    'CC7.1': 'Detection finds newly introduced vulnerabilities and changes',
    'CC7.2': 'The service monitors components for anomalies',
    'CC7.3': 'Findings are evaluated as security events',
    'CC7.4': 'Findings start the incident response',
  },
  ISO27001: {
    'A.5.25': 'Findings are assessed as security events',
    'A.5.7': 'The service applies threat intelligence',
    'A.8.16': 'Monitoring for anomalous behaviour is what it does',
    'A.8.7': 'It detects malware',
    'A.8.8': 'It reports vulnerable resources',
  },
  HIPAA: {
    '164.308(a)(1)(ii)(B)': 'Detection reduces the risk of undetected compromise',
    '164.308(a)(1)(ii)(D)': 'Findings are reviewed as system activity',
    '164.308(a)(5)(ii)(B)': 'It guards against malicious software',
    '164.308(a)(6)(ii)': 'Findings identify suspected incidents for response',
    '164.312(b)': 'It examines activity in systems holding ePHI',
  },
  GDPR: {
    'Art. 32': 'Detection helps ensure ongoing security of processing',
  },
} satisfies Rationales;

/** Configuration is recorded and guardrails keep workloads and projects to a secure baseline. */
export const configurationBaseline = {
  SOC2: {
    'CC3.4': 'Recorded configuration shows changes that affect internal control',
    'CC5.2': 'Enforced policies are general controls over technology',
    'CC6.1': 'Guardrails are part of the infrastructure protecting assets',
    'CC6.3': 'Containers do not run with more rights than they need',
    'CC6.6': 'Guardrails block exposure outside the boundary',
    'CC6.8': 'Admission rules stop unsafe software from running',
    'CC7.1': 'Configuration is monitored against a baseline',
    'CC8.1': 'Configuration changes are recorded',
  },
  ISO27001: {
    'A.5.23': 'Cloud service use is governed by enforced policies',
    'A.5.9': 'The recorder inventories cloud resources',
    'A.8.2': 'Privileged containers are privileged access',
    'A.8.22': 'Host namespaces break workload isolation',
    'A.8.27': 'Secure workload settings are an engineering principle',
    'A.8.3': "Containers cannot reach the host's information",
    'A.8.32': 'Configuration changes are tracked',
    'A.8.9': 'Configuration management is what the check measures',
  },
  HIPAA: {
    '164.308(a)(1)(ii)(B)': 'A secure baseline reduces risk',
    '164.308(a)(1)(ii)(D)': 'Configuration history is reviewable activity',
    '164.312(a)(1)': 'Workloads cannot escalate to the host',
    '164.312(b)': 'Configuration changes are recorded',
  },
  GDPR: {
    'Art. 25': 'Secure settings are the default',
    'Art. 32': 'Configuration control is a measure securing processing',
  },
} satisfies Rationales;

/** Changes reach the main line only through review and security scans. */
export const changeControl = {
  SOC2: {
    'CC3.2': 'Scans identify risks in the code',
    'CC6.3': 'Authors cannot approve their own changes',
    'CC6.8': 'Scans catch malicious or vulnerable dependencies',
    'CC7.1': 'Scans detect vulnerabilities as they are introduced',
    'CC8.1': 'Changes are reviewed and approved before release',
  },
  ISO27001: {
    'A.5.21': 'Dependency scans manage supply chain risk',
    'A.5.3': 'Author and approver are different people',
    'A.8.25': 'Review and scans are part of the secure development life cycle',
    'A.8.28': 'Static analysis enforces secure coding',
    'A.8.29': 'Security tests run before acceptance',
    'A.8.32': 'Change management is what the rule enforces',
    'A.8.4': 'Protected branches restrict changes to source code',
    'A.8.8': 'Scans find technical vulnerabilities',
  },
  HIPAA: {
    '164.308(a)(1)(ii)(A)': 'Scans identify vulnerabilities for the risk analysis',
    '164.308(a)(1)(ii)(B)': 'Fixing scan findings manages risk',
    '164.308(a)(3)(ii)(A)': 'Changes are supervised by a second person',
    '164.312(c)(1)': 'Reviewed changes protect systems from improper alteration',
  },
  GDPR: {
    'Art. 25': 'Review and scans build protection into the design',
    'Art. 32': 'Change control is a measure securing processing',
  },
} satisfies Rationales;

/** Data is backed up and cannot be deleted by accident. */
export const resilience = {
  SOC2: {
    'A1.2': 'Backups and deletion protection support recovery',
    'CC8.1': 'Destructive changes are blocked',
    'CC9.1': 'Backups mitigate the risk of disruption',
  },
  ISO27001: {
    'A.5.30': 'Recoverable data supports ICT continuity',
    'A.8.13': 'Information backup is what the check measures',
    'A.8.32': 'Deletion goes through change control',
  },
  HIPAA: {
    '164.308(a)(7)(ii)(A)': 'Retrievable copies of ePHI are kept',
    '164.308(a)(7)(ii)(B)': 'Data can be restored after a disaster',
    '164.310(d)(2)(iv)': 'A copy exists before equipment is moved',
    '164.312(c)(1)': 'ePHI cannot be destroyed improperly',
  },
  GDPR: {
    'Art. 32': 'Article 32 names restoring availability after an incident',
  },
} satisfies Rationales;
