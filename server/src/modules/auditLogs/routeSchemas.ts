import { Readable } from 'node:stream';
import { z } from 'zod';
import { describeRoute, documented, failures } from '../../plugins/routeDocs';
import { type AuditLogPage, auditLogExportQuery, auditLogListQuery, auditLogListResponse } from '@/contracts/auditLogs';

const page: AuditLogPage = {
  stats: { total: 1, critical: 0, warning: 0, info: 0, success: 1 },
  categories: { authentication: 1, compliance: 0, system: 0, data: 0 },
  logs: [
    {
      id: '7c2e9a41-5b3d-4f6a-8e1c-0d9b2a7f3e55',
      action: 'User Login',
      severity: 'success',
      category: 'authentication',
      details: 'Signed in',
      user: 'Alex Morgan',
      timestamp: '2026-06-01T08:00:00.000Z',
      ipAddress: '203.0.113.7',
      resource: 'session',
    },
  ],
  pagination: { page: 1, limit: 20, total: 1, pages: 1 },
};

const csvExample = [
  'Timestamp,User,Action,Category,Severity,Details,Resource,IP Address',
  '2026-06-01T08:00:00.000Z,Alex Morgan,User Login,authentication,success,Signed in,session,203.0.113.7',
  '',
].join('\r\n');

// The handler streams the file; the document shows it as the text it is.
const csvStream = z
  .custom<Readable>((value) => value instanceof Readable)
  .meta({ type: 'string', examples: [csvExample] });

export const listSchema = {
  ...describeRoute({
    tag: 'Audit logs',
    summary: "A page of the organisation's audit trail, newest first",
  }),
  querystring: auditLogListQuery,
  response: {
    200: documented(auditLogListResponse, 'The page, with counts over the whole trail', { success: true, data: page }),
    ...failures(400, 401, 503),
  },
};

export const exportSchema = {
  ...describeRoute({ tag: 'Audit logs', summary: 'Every matching row as a CSV attachment' }),
  querystring: auditLogExportQuery,
  response: {
    200: {
      description:
        'RFC 4180 CSV, streamed as an attachment (Content-Disposition names the file); the export is audited',
      content: { 'text/csv': { schema: csvStream } },
    },
    ...failures(400, 401, 503),
  },
};
