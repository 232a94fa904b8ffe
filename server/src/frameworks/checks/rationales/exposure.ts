import type { Rationales } from '../automated';

/** Storage, databases and repositories are not open to the public internet. */
export const publicExposure = {
  SOC2: {
    'CC6.1': 'Blocking public access restricts access to protected data',
    'CC6.3': 'Access is granted by role, not per object to anyone',
    'CC6.6': 'Nothing is reachable from outside the boundary without authorisation',
    'CC6.7': 'Data does not leave through public links',
  },
  ISO27001: {
    'A.5.15': 'The access control rule forbids anonymous access',
    'A.8.12': 'Public exposure is the leak data leakage prevention stops',
    'A.8.20': 'Databases are not exposed on public networks',
    'A.8.22': 'Data services stay segregated from the internet',
    'A.8.3': 'Access to information is restricted to authorised users',
    'A.8.4': 'Source code is not public',
  },
  HIPAA: {
    '164.308(a)(1)(ii)(B)': 'Closing public access reduces a known risk to ePHI',
    '164.308(a)(4)': 'Access to ePHI is managed, not open',
    '164.308(a)(4)(ii)(B)': 'Only authorised access reaches stored data',
    '164.312(a)(1)': 'Only granted persons or software reach ePHI',
    '164.312(e)(1)': 'Data is not served to the internet unprotected',
  },
  GDPR: {
    'Art. 25': 'Data is not public by default',
    'Art. 32': 'Restricting access is a measure securing processing',
    'Art. 5': 'Public exposure breaks integrity and confidentiality',
  },
} satisfies Rationales;

/** Administration ports and data services are not open to any address, and workloads are isolated. */
export const networkExposure = {
  SOC2: {
    'CC6.1': 'Network rules are part of the infrastructure protecting assets',
    'CC6.6': 'Boundary protection keeps outside threats from management ports',
  },
  ISO27001: {
    'A.8.20': 'Networks are protected by restrictive rules',
    'A.8.21': 'Network services expose only what they must',
    'A.8.22': 'Network segregation is what the rules enforce',
  },
  HIPAA: {
    '164.308(a)(1)(ii)(B)': 'Closing open ports reduces a known risk',
    '164.312(a)(1)': 'Network rules limit who reaches ePHI systems',
    '164.312(e)(1)': 'Traffic to ePHI systems is limited to trusted sources',
  },
  GDPR: {
    'Art. 25': 'Workloads are isolated by default',
    'Art. 32': 'Network restriction is a measure securing processing',
  },
} satisfies Rationales;

/** Stored data, keys and secrets are encrypted, keys rotate and can be recovered. */
export const encryptionAtRest = {
  SOC2: {
    'A1.2': 'Recoverable keys keep encrypted data restorable',
    'C1.1': 'Encryption protects confidential information held at rest',
    'CC6.1': 'Encryption at rest protects data in storage',
    'PI1.5': 'Stored data is protected from unauthorised reading or change',
  },
  ISO27001: {
    'A.5.17': 'Cluster secrets are authentication information kept encrypted',
    'A.8.13': 'Deleted keys can be recovered like a backup',
    'A.8.24': 'Cryptography is used as the rules require',
  },
  HIPAA: {
    '164.308(a)(1)(ii)(B)': 'Encrypting secrets reduces a known risk',
    '164.308(a)(7)(ii)(A)': 'Recoverable keys keep ePHI backups readable',
    '164.312(a)(2)(iv)': 'Encryption of stored ePHI is what the check measures',
    '164.312(c)(1)': 'Protected keys keep data from being altered undetected',
  },
  GDPR: {
    'Art. 25': 'Secrets are encrypted by default',
    'Art. 32': 'Article 32 names encryption as a security measure',
  },
} satisfies Rationales;

/** Connections are refused without current TLS. */
export const encryptionInTransit = {
  SOC2: {
    'CC6.1': 'TLS protects data crossing the network',
    'CC6.7': 'Transmission is restricted to encrypted channels',
  },
  ISO27001: {
    'A.5.14': 'Information transferred is protected',
    'A.8.20': 'Network traffic to storage is protected',
    'A.8.21': 'The service accepts only secure connections',
    'A.8.24': 'Cryptography is used as the rules require',
  },
  HIPAA: {
    '164.312(e)(1)': 'ePHI sent over networks is protected',
    '164.312(e)(2)(i)': 'TLS detects changes in transit',
    '164.312(e)(2)(ii)': 'TLS encrypts ePHI in transit',
  },
  GDPR: {
    'Art. 32': 'Article 32 names encryption as a security measure',
    'Art. 5': 'Encryption in transit keeps data confidential',
  },
} satisfies Rationales;
