import type { PolicyTemplate } from './types';

export const remoteWork: PolicyTemplate = {
  id: 'remote-work',
  title: 'Remote Work Policy',
  summary: 'Sets the security rules for working outside company offices: devices, networks, the workspace and travel.',
  controls: {
    SOC2: ['CC6.1', 'CC6.7', 'CC6.8'],
    ISO27001: ['A.6.7', 'A.7.7', 'A.7.9', 'A.8.1'],
    HIPAA: ['164.310(b)', '164.310(c)', '164.312(a)(2)(iii)', '164.312(e)(1)'],
    GDPR: ['Art. 32'],
  },
  body: `# Remote Work Policy

This policy sets the security rules for people at {{profile.legalName}} ("the company") who work from home, while travelling or anywhere outside a company office.

## 1. Purpose

Remote work moves company information into homes, cafés, trains and hotels. This policy makes sure it is as well protected there as in an office.

## 2. Scope

This policy applies to everyone who works remotely, some or all of the time, in any of the countries where the company's people work ({{profile.locations}}), and to the devices and networks they use.

## 3. Roles and responsibilities

- **Remote workers** follow this policy and report lost devices and suspected incidents at once.
- **Managers** approve working from a country other than the person's usual one.
- **IT or operations** provide and manage devices that meet this policy.
- **The security officer ({{profile.securityOfficer}})** owns this policy.

## 4. Policy statements

### 4.1 Devices

1. Company work is done on company-managed devices, which enforce disk encryption, a screen lock after five minutes or less, automatic updates and endpoint protection.
2. Personal devices may be used only for the applications the security officer has approved for them (for example chat and email on a phone), with a passcode, current updates and the company's mobile management controls where required.
3. Devices are not shared with family members or others, and are shut down or locked when not in use.

### 4.2 Access and networks

1. Company applications are reached through single sign-on with multi-factor authentication. {{#if facts.mfaEnforcement}}Current status: {{facts.mfaEnforcement}}.{{else}}MFA is enforced centrally, so that a stolen password alone cannot be used.{{/if}}
2. Home networks are protected with a strong Wi-Fi password and current router firmware, with the router's default admin password changed.
3. On public or shared Wi-Fi, people use a phone hotspot or the company-approved VPN, and never disable the device's firewall.
4. Public and shared computers, such as those in hotels, are never used to reach company systems.

### 4.3 The workspace

1. Calls about confidential matters are held where they cannot be overheard, and screens are positioned so that others cannot read them; a privacy screen is used when working in public.
2. Confidential documents are not printed at home unless necessary, and are then kept locked away and shredded after use.
3. Devices are never left unattended in public places or visible in parked cars.

### 4.4 Travel and working abroad

1. Working from a country other than one's usual location for more than two weeks requires manager approval, because of legal, tax and data protection implications.
2. Travel to countries the security officer has identified as high-risk requires prior approval and may require a separate travel device.
3. If a device is inspected or taken by border officials, the person reports it to the security officer as soon as possible.

### 4.5 Lost or stolen devices

A lost or stolen device is reported immediately, and in any case within 24 hours. The company locks or wipes it remotely and revokes its sessions.

## 5. Exceptions

Exceptions require the security officer's written approval and an end date.

## 6. Enforcement

Breaches may lead to withdrawal of remote working arrangements and disciplinary action.

## 7. Review

This policy is reviewed at least every {{profile.policyReviewMonths}} months by the security officer.
`,
};
