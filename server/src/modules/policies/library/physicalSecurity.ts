import type { PolicyTemplate } from './types';

export const physicalSecurity: PolicyTemplate = {
  id: 'physical-security',
  title: 'Physical Security Policy',
  summary:
    'Protects company offices, equipment and paper records from unauthorised physical access, damage and theft, and relies on vetted providers for data centres.',
  controls: {
    SOC2: ['CC6.4', 'CC6.5', 'A1.2'],
    ISO27001: ['A.7.1', 'A.7.2', 'A.7.3', 'A.7.4', 'A.7.5', 'A.7.7', 'A.7.8', 'A.7.12'],
    HIPAA: ['164.310(a)(1)', '164.310(a)(2)(ii)', '164.310(a)(2)(iii)', '164.310(a)(2)(iv)', '164.310(c)'],
    GDPR: ['Art. 32'],
  },
  body: `# Physical Security Policy

This policy covers the physical protection of the premises, equipment and records of {{profile.legalName}} ("the company").

## 1. Purpose

Physical access can defeat technical controls: an unlocked office, an unattended laptop or a visitor wandering freely can expose data. This policy sets proportionate physical protections for the places the company works and for its equipment.

## 2. Scope

This policy applies to every office, co-working space and storage area the company uses, in the countries where it operates ({{profile.locations}}), to the equipment and paper records in them, and to everyone who enters them. Production systems are hosted by cloud providers; their data centres are covered through the Vendor Management Policy.

## 3. Roles and responsibilities

- **The security officer ({{profile.securityOfficer}})** owns this policy and approves the physical controls for each site.
- **Office managers** (or a named person at each site) issue and recover badges and keys, maintain visitor records and report problems.
- **Everyone** follows the site rules, challenges people they do not recognise and reports lost badges and keys immediately.

## 4. Policy statements

### 4.1 Cloud data centres

Company production data is hosted only with providers whose data centre physical security is independently audited (for example through a SOC 2 Type II or ISO 27001 certification). The security officer reviews their reports as part of vendor reviews.

### 4.2 Office access

1. Office entrances are locked outside staffed hours and open only with a badge, key or code issued to a named person.
2. Access is issued on approval of the person's manager and removed on or before their last working day. Lost badges are disabled on the day they are reported.
3. The list of people with access to each office is reviewed at least every six months.
4. Where a building provides CCTV or access logs, the company confirms they exist and can be obtained for an investigation.

### 4.3 Visitors

1. Visitors sign in, are given a visible visitor badge where the building supports it, and are accompanied while in areas where company information is visible.
2. Visitor records are kept for at least 90 days.

### 4.4 Secure areas and equipment

1. Network equipment, servers and stored devices in company offices are kept in a locked room or cabinet accessible only to authorised people.
2. Equipment is protected against power surges and placed away from obvious water and heat hazards. Network cabling to critical equipment is not left exposed in public areas.
3. Equipment maintenance and repairs are recorded, and devices sent for repair are wiped or accompanied by a confidentiality agreement.

### 4.5 Clear desk and clear screen

1. Confidential papers are locked away when not in use and at the end of the day.
2. Screens are locked whenever a person steps away, and face away from windows and public areas where practical.
3. Whiteboards with confidential content are wiped after meetings.

### 4.6 Co-working and shared spaces

In co-working spaces people keep devices with them or locked away, do not leave confidential papers, and take calls about confidential matters in private rooms.

## 5. Exceptions

Sites that cannot meet this policy are recorded with compensating controls and the security officer's approval.

## 6. Enforcement

Letting unauthorised people into company areas, lending badges or leaving confidential material unprotected may lead to disciplinary action.

## 7. Review

This policy is reviewed at least every {{profile.policyReviewMonths}} months, and when the company opens or closes a site.
`,
};
