import type { Role } from '@/contracts/enums';
import { type Chance, event, type HistoryEvent, type HistoryPerson, integrations, slug } from './auditHistoryEvents';

const policies = [
  'Information Security Policy',
  'Acceptable Use Policy',
  'Access Control Policy',
  'Business Continuity Plan',
];
const evidence: [name: string, control: string][] = [
  ['AWS IAM MFA Enforcement Export', 'CC6.1'],
  ['Quarterly Access Review Procedure', 'CC6.2'],
  ['Security Awareness Training Completion 2026', 'CC1.4'],
  ['Database Backup Restore Test', 'A1.3'],
  ['Annual Risk Assessment 2026', 'CC3.1'],
  ['Production change approvals sample', 'CC8.1'],
];
const vendors = ['Stripe', 'Datadog', 'Slack', 'Zendesk', 'Snowflake', 'Twilio', 'Atlassian'];
const reports = ['SOC 2 Type II Assessment', 'ISO 27001 Gap Analysis', 'HIPAA Compliance Review'];
const notificationChanges = [
  'Slack alerts for critical findings',
  'the weekly compliance digest',
  'email alerts for failed syncs',
];

type WorkTemplate = { weight: number; roles: Role[]; make: (person: HistoryPerson, chance: Chance) => HistoryEvent };

const everyone: Role[] = ['Admin', 'Compliance Manager', 'Security Analyst', 'Auditor'];

/** The team's day-to-day work, weighted by how often each kind happens. */
const workTemplates: WorkTemplate[] = [
  {
    weight: 5,
    roles: everyone,
    make: (person, { pick }) => {
      const policy = pick(policies);
      const details = `${person.name} acknowledged the ${policy}`;
      return event('Policy Acknowledged', 'success', 'compliance', details, `policy:${slug(policy)}`);
    },
  },
  {
    weight: 5,
    roles: ['Compliance Manager', 'Security Analyst'],
    make: (person, { pick }) => {
      const [name, control] = pick(evidence);
      const details = `${person.name} uploaded "${name}" as evidence for ${control}`;
      return event('Evidence Uploaded', 'success', 'compliance', details, `evidence:${control}`);
    },
  },
  {
    weight: 3,
    roles: ['Auditor'],
    make: (person, { pick }) => {
      const [name, control] = pick(evidence);
      const details = `${person.name} approved "${name}" for ${control}`;
      return event('Evidence Approved', 'success', 'compliance', details, `evidence:${control}`);
    },
  },
  {
    weight: 1,
    roles: ['Auditor'],
    make: (person, { pick }) => {
      const [name, control] = pick(evidence);
      const details = `${person.name} rejected "${name}" for ${control} because it does not cover the whole audit period`;
      return event('Evidence Rejected', 'warning', 'compliance', details, `evidence:${control}`);
    },
  },
  {
    weight: 3,
    roles: ['Compliance Manager'],
    make: (person, { pick }) => {
      const vendor = pick(vendors);
      const details = `${person.name} completed the security review of ${vendor}; its SOC 2 Type II report is on file`;
      return event('Vendor Review Completed', 'success', 'compliance', details, `vendor:${slug(vendor)}`);
    },
  },
  {
    weight: 3,
    roles: ['Admin', 'Compliance Manager', 'Auditor'],
    make: (person, { pick }) => {
      const report = pick(reports);
      const details = `${person.name} generated the ${report} report`;
      return event('Report Generated', 'success', 'data', details, `report:${slug(report)}`);
    },
  },
  {
    weight: 2,
    roles: ['Admin', 'Compliance Manager', 'Auditor'],
    make: (person, { pick }) => {
      const report = pick(reports);
      const details = `${person.name} exported the ${report} report as PDF`;
      return event('Report Exported', 'info', 'data', details, `report:${slug(report)}`);
    },
  },
  {
    weight: 2,
    roles: ['Auditor', 'Security Analyst'],
    make: (person, { pick }) => {
      const [name, control] = pick(evidence);
      return event('Evidence Downloaded', 'info', 'data', `${person.name} downloaded "${name}"`, `evidence:${control}`);
    },
  },
  {
    weight: 1,
    roles: ['Admin', 'Auditor'],
    make: (_person, { upTo }) => {
      const details = `Exported ${120 + upTo(400)} activity log entries as CSV`;
      return event('Activity Logs Exported', 'info', 'data', details, 'audit-logs');
    },
  },
  {
    weight: 2,
    roles: ['Admin', 'Security Analyst'],
    make: (person, { pick }) => {
      const integration = pick(integrations);
      const details = `${person.name} ran a manual ${integration} sync`;
      return event('Integration Synced', 'success', 'system', details, `integration:${slug(integration)}`);
    },
  },
  {
    weight: 1,
    roles: ['Admin'],
    make: (person, { pick }) => {
      const details = `${person.name} turned on ${pick(notificationChanges)}`;
      return event('Settings Updated', 'info', 'system', details, 'settings:notifications');
    },
  },
];

const totalWeight = workTemplates.reduce((sum, template) => sum + template.weight, 0);

/** A weighted draw of one kind of work; `ticket` is uniform in [0, 1). */
export const drawWorkTemplate = (ticket: number): WorkTemplate => {
  let remaining = ticket * totalWeight;
  for (const template of workTemplates) {
    remaining -= template.weight;
    if (remaining < 0) return template;
  }
  return workTemplates[workTemplates.length - 1];
};
