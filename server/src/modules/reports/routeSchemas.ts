import { z } from 'zod';
import { describeRoute, documented, failures } from '../../plugins/routeDocs';
import { messageResponse } from '@/contracts/envelope';
import {
  createScheduleBody,
  generateReportBody,
  type Report,
  reportIdParams,
  reportListResponse,
  reportResponse,
  type ReportSchedule,
  type ReportSnapshot,
  recipientListResponse,
  reportSnapshotResponse,
  scheduleListResponse,
  scheduleParams,
  scheduleResponse,
} from '@/contracts/reports';
import { sharedTokenParams } from '@/contracts/shareLinks';
import { shareLinkSchemas } from '../shareLinks';

const tag = 'Reports' as const;

const exampleReport: Report = {
  id: '2b1f0c4e-8f0e-4c55-9b7a-0d7c3c1f6a10',
  name: 'SOC 2 Type II Assessment',
  type: 'soc2',
  framework: 'SOC2',
  sections: ['Executive Summary', 'Control Assessment', 'Findings and Risks', 'Remediation Plan', 'Evidence Appendix'],
  status: 'ready',
  generated: '2026-11-26T09:30:04.000Z',
  size: 48213,
  pages: 14,
  complianceScore: 78,
  criticalIssues: 3,
  warnings: 6,
  description: 'SOC 2 Trust Services Criteria: Executive Summary, Control Assessment, …',
  requestedBy: 'Jane Doe',
  failureReason: null,
};

const exampleSnapshot: ReportSnapshot = {
  organization: 'Acme Cloud',
  framework: 'SOC2',
  frameworkName: 'SOC 2 Trust Services Criteria',
  type: 'soc2',
  title: exampleReport.name,
  sections: exampleReport.sections,
  activityDetail: false,
  requestedBy: 'Jane Doe',
  requestedAt: '2026-11-26T09:30:00.000Z',
  period: { from: '2026-08-28T09:30:00.000Z', to: '2026-11-26T09:30:00.000Z' },
  assessment: {
    completedAt: '2026-11-26T09:00:00.000Z',
    score: 78,
    previousScore: 74,
    summary: { total: 1, passed: 0, warning: 0, critical: 1 },
  },
  categories: [
    {
      name: 'Logical and Physical Access',
      score: 30,
      controls: [
        {
          id: 'CC6.1',
          name: 'Logical access security',
          status: 'critical',
          score: 30,
          issues: ['MFA is not enforced for 7 of 10 users'],
          checks: [
            { id: 'mfa.enforced', name: 'MFA enforcement', source: 'aws', observedAt: '2026-11-26T08:00:00.000Z' },
          ],
          hipaa: null,
        },
      ],
    },
  ],
  activity: {
    total: 2,
    byCategory: { authentication: 0, compliance: 2, system: 0, data: 0 },
    bySeverity: { success: 1, info: 1, warning: 0, critical: 0 },
    notable: [{ action: 'Assessment Completed', count: 1 }],
    recent: [],
  },
  excluded: [],
  openTasks: [],
};

const exampleSchedule: ReportSchedule = {
  id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
  type: 'soc2',
  framework: 'SOC2',
  frequency: 'monthly',
  recipients: [{ id: '3f2e1d0c-9b8a-4765-8432-10fedcba9876', name: 'Jane Doe', email: 'jane@example.com' }],
  createdBy: 'Jane Doe',
  createdAt: '2026-11-26T09:45:00.000Z',
  nextRunAt: '2026-12-01T07:00:00.000Z',
  lastRunAt: null,
};

// The handler sends the file's bytes; the document shows them as the binary string they are.
const pdfBytes = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: 'string', format: 'binary', examples: ['%PDF-1.3 …'] });

const pdfResponse = (description: string) => ({ description, content: { 'application/pdf': { schema: pdfBytes } } });

export const listSchema = {
  ...describeRoute({ tag, summary: "The organisation's reports, newest first" }),
  response: {
    200: documented(reportListResponse, 'The reports', { success: true, data: [exampleReport] }),
    ...failures(401, 503),
  },
};

export const generateSchema = {
  ...describeRoute({ tag, summary: 'Snapshot the latest assessment and queue its PDF: the report is generating' }),
  body: generateReportBody,
  response: {
    201: documented(reportResponse, 'The report, generating', {
      success: true,
      data: {
        ...exampleReport,
        status: 'generating',
        size: null,
        pages: null,
        complianceScore: null,
        criticalIssues: null,
        warnings: null,
      },
    }),
    ...failures(400, 401, 409, 413, 415, 503),
  },
};

export const readSchema = {
  ...describeRoute({ tag, summary: 'A report and what it says, for reading online' }),
  params: reportIdParams,
  response: {
    200: documented(reportSnapshotResponse, 'The report and its snapshot', {
      success: true,
      data: { report: exampleReport, snapshot: exampleSnapshot },
    }),
    ...failures(401, 404, 503),
  },
};

export const pdfSchema = {
  ...describeRoute({ tag, summary: "Download a ready report's PDF (audited)" }),
  params: reportIdParams,
  response: { 200: pdfResponse('The PDF as an attachment'), ...failures(401, 404, 409, 503) },
};

export const deleteSchema = {
  ...describeRoute({ tag, summary: 'Delete a report, its file and its share links (audited)' }),
  params: reportIdParams,
  response: {
    200: documented(messageResponse, 'Deleted', { success: true, message: 'Report deleted' }),
    ...failures(401, 404, 503),
  },
};

export const reportShareSchemas = shareLinkSchemas({
  tag,
  kind: 'report',
  noun: 'report',
  opens: 'the PDF',
  targetParams: reportIdParams,
});

export const sharedReportSchema = {
  ...describeRoute({ tag, summary: 'Open a shared report: the PDF while the link lives (audited)' }),
  params: sharedTokenParams,
  response: { 200: pdfResponse('The PDF, shown inline'), ...failures(400, 404, 429, 503) },
};

export const listSchedulesSchema = {
  ...describeRoute({ tag, summary: "The organisation's report schedules" }),
  response: {
    200: documented(scheduleListResponse, 'The schedules', { success: true, data: [exampleSchedule] }),
    ...failures(401, 503),
  },
};

export const createScheduleSchema = {
  ...describeRoute({ tag, summary: 'Generate a template weekly or monthly and email its PDF to chosen members' }),
  body: createScheduleBody,
  response: {
    201: documented(scheduleResponse, 'The schedule', { success: true, data: exampleSchedule }),
    ...failures(400, 401, 413, 415, 503),
  },
};

export const deleteScheduleSchema = {
  ...describeRoute({ tag, summary: 'Stop a report schedule (audited)' }),
  params: scheduleParams,
  response: {
    200: documented(messageResponse, 'Removed', { success: true, message: 'Schedule removed' }),
    ...failures(401, 404, 503),
  },
};

export const listRecipientsSchema = {
  ...describeRoute({ tag, summary: 'The active members a report schedule can email' }),
  response: {
    200: documented(recipientListResponse, 'The members', {
      success: true,
      data: [{ id: exampleSchedule.recipients[0].id, name: 'Jane Doe', email: 'jane@example.com' }],
    }),
    ...failures(401, 503),
  },
};
