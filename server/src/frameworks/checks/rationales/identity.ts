import type { Rationales } from '../automated';

/** Sign-in requires a second factor, or no one signs in anonymously. */
export const strongAuthentication = {
  SOC2: {
    'CC5.2': 'An enforced sign-in policy is a general control over technology',
    'CC6.1': 'A second factor is logical access security over the protected systems',
    'CC6.2': 'Users are enrolled in a second factor as their access is issued',
    'CC6.6': 'Sign-in from outside the boundary needs more than a password',
  },
  ISO27001: {
    'A.5.15': 'The access control rule requires strong sign-in',
    'A.5.17': 'A second factor protects the authentication information',
    'A.8.2': 'Privileged accounts are held to stronger authentication',
    'A.8.5': 'Secure authentication is what the check measures',
  },
  HIPAA: {
    '164.308(a)(5)(ii)(D)': 'A second factor protects passwords from being enough on their own',
    '164.312(a)(1)': 'Only authenticated persons reach systems holding ePHI',
    '164.312(a)(2)(i)': 'Anonymous requests carry no unique user identity',
    '164.312(d)': 'A second factor verifies the person is who they claim to be',
  },
  GDPR: {
    'Art. 25': 'Strong sign-in is required by default, not left to each user',
    'Art. 32': 'Strong authentication is a technical measure securing processing',
  },
} satisfies Rationales;

/** Passwords, keys and tokens expire, rotate, meet a policy, do not leak, and go when unused. */
export const credentialHygiene = {
  SOC2: {
    'CC6.1': 'Credential rules are part of logical access security',
    'CC6.2': 'Credentials no longer needed are removed',
    'CC6.3': 'Access is withdrawn when it stops being used',
    'CC7.2': 'A leaked secret is an anomaly that scanning detects',
  },
  ISO27001: {
    'A.5.15': 'Unused access is removed under the access control rule',
    'A.5.16': 'Identities and their credentials are managed through their life cycle',
    'A.5.17': 'Authentication information is allocated, rotated and kept secret',
    'A.5.18': 'Access rights are reviewed and revoked when unused',
    'A.8.12': 'Secret scanning keeps credentials from leaking out in code',
    'A.8.5': 'Credential strength and lifetime are part of secure authentication',
  },
  HIPAA: {
    '164.308(a)(3)(ii)(C)': 'Credentials left unused are a leaver whose access was not ended',
    '164.308(a)(4)(ii)(C)': 'Credentials are modified or removed as access changes',
    '164.308(a)(5)(ii)(D)': 'Creating, changing and safeguarding passwords is what the check measures',
    '164.312(a)(2)(iii)': 'Sessions end after a fixed lifetime',
    '164.312(d)': 'Authentication is only as strong as its credentials',
  },
  GDPR: {
    'Art. 32': 'Credential hygiene is a technical measure securing processing',
  },
} satisfies Rationales;

/** Few hold administrative or broad rights, and no machine identity holds more than it needs. */
export const privilegedAccess = {
  SOC2: {
    'CC6.1': 'Restricting privileged access is logical access security',
    'CC6.2': 'Privileged rights are granted only with authorisation',
    'CC6.3': 'Least privilege governs the rights granted',
    'CC8.1': 'Keys that can push code bypass the change process',
  },
  ISO27001: {
    'A.5.15': 'The access control rule limits broad rights',
    'A.5.17': 'Long-lived machine credentials are authentication information',
    'A.5.18': 'Access rights are provisioned to need',
    'A.5.3': 'Concentrated administrative rights defeat segregation of duties',
    'A.8.2': 'Privileged access rights are what the check counts',
    'A.8.4': 'Write access to source code is restricted',
    'A.8.5': 'Root credentials bypass secure authentication',
  },
  HIPAA: {
    '164.308(a)(3)': 'Only workforce members who need it hold privileged access',
    '164.308(a)(3)(ii)(A)': 'Administrators are few enough to be supervised',
    '164.308(a)(3)(ii)(B)': 'The most powerful rights are held by named, cleared people',
    '164.308(a)(4)': 'Broad roles grant access beyond what is authorised',
    '164.308(a)(4)(ii)(B)': 'Privileged access is authorised, not granted by default',
    '164.308(a)(4)(ii)(C)': 'Privileged rights are established and trimmed deliberately',
    '164.312(a)(1)': 'Access to ePHI systems is limited to those granted it',
    '164.312(a)(2)(i)': 'Shared root keys hide which person acted',
    '164.312(a)(2)(ii)': 'A second administrator keeps emergency access possible',
  },
  GDPR: {
    'Art. 25': 'Least privilege is data protection by default',
    'Art. 32': 'Limiting privileged access is a measure securing processing',
  },
} satisfies Rationales;
