import { checkpointSignature } from '../../../../server/src/core/auditTrail/checkpoint';
import { auditActions } from '../../../../server/src/modules/auditLogs/auditActions';
import { verifyAuditChain } from '../../../../server/src/modules/auditLogs/verify';
import { appendEntries, auditEntry } from '../../helpers/auditTrail';
import { parseCsv } from '../../helpers/csv';
import { api, expectFailure, registerAccount } from '../../helpers/requests';
import { auditRowsFor } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp({ seed: false });

const header = ['Timestamp', 'User', 'Action', 'Category', 'Severity', 'Details', 'Resource', 'IP Address'];
const callerIp = '203.0.113.9';

let account: Awaited<ReturnType<typeof registerAccount>>;

beforeAll(async () => {
  account = await registerAccount(t.app);
  await appendEntries(t.db, [
    auditEntry(account.organizationId, {
      createdAt: '2026-03-01T10:00:00.000Z',
      userLabel: '=HYPERLINK("http://evil.example","click")',
      action: '+SUM(A1)',
      severity: 'critical',
      category: 'data',
      details: 'Moved 3, "old" rows\r\nto archive',
      resource: '@import',
      ipAddress: null,
    }),
    auditEntry(account.organizationId, {
      createdAt: '2026-03-01T11:00:00.000Z',
      action: 'Policy Updated',
      details: '-1 days of retention',
      resource: null,
    }),
  ]);
});

const exportCsv = (query = '') =>
  api(t.app, 'GET', `/api/audit-logs/export${query}`, { token: account.token, remoteAddress: callerIp });

describe('GET /api/audit-logs/export', () => {
  it('answers 401 without a token', async () => {
    expectFailure(await api(t.app, 'GET', '/api/audit-logs/export'), 401);
  });

  it('sends a dated CSV attachment with the API security headers', async () => {
    const response = await exportCsv('?format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const date = t.clock.now().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="securo-activity-logs-${date}.csv"`);
    expect(response.headers).toMatchObject({
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
    });
  });

  it('writes a header row and every row newest first, quoted per RFC 4180 and safe from formula injection', async () => {
    const listed = (await api(t.app, 'GET', '/api/audit-logs?limit=100', { token: account.token })).json().data.logs;
    const response = await exportCsv();
    expect(response.body.startsWith(`${header.join(',')}\r\n`)).toBe(true);
    const [first, ...rows] = parseCsv(response.body);
    expect(first).toEqual(header);
    expect(rows.map((row) => row[0])).toEqual(listed.map((log: { timestamp: string }) => log.timestamp));
    expect(rows.map((row) => row[2]).slice(-2)).toEqual(['Policy Updated', "'+SUM(A1)"]);
    expect(rows.at(-1)).toEqual([
      '2026-03-01T10:00:00.000Z',
      '\'=HYPERLINK("http://evil.example","click")',
      "'+SUM(A1)",
      'data',
      'critical',
      'Moved 3, "old" rows\r\nto archive',
      "'@import",
      '',
    ]);
    expect(response.body).toContain('"\'=HYPERLINK(""http://evil.example"",""click"")"');
    expect(rows.at(-2)).toEqual([
      '2026-03-01T11:00:00.000Z',
      'Test Operator',
      'Policy Updated',
      'system',
      'info',
      "'-1 days of retention",
      '',
      '198.51.100.7',
    ]);
  });

  it('applies the list filters', async () => {
    const rows = parseCsv((await exportCsv('?category=data&severity=critical&search=ARCHIVE')).body);
    expect(rows).toHaveLength(2);
    expect(rows[1][2]).toBe("'+SUM(A1)");
    expect(parseCsv((await exportCsv('?search=no-such-text')).body)).toEqual([header]);
  });

  it('records each export in the trail with the number of rows it holds, not counting itself', async () => {
    const before = (await auditRowsFor(t.db, auditActions.logsExported)).length;
    const exported = parseCsv((await exportCsv('?category=all')).body).length - 1;
    const rows = await auditRowsFor(t.db, auditActions.logsExported);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      organization_id: account.organizationId,
      user_id: account.id,
      user_label: account.name,
      category: 'data',
      severity: 'info',
      resource: 'audit-logs',
      ip_address: callerIp,
      details: expect.stringMatching(
        new RegExp(`^Exported ${exported} activity log entries as CSV \\(checkpoint seq=\\d+;hash=`),
      ),
    });
    expect(parseCsv((await exportCsv('?search=Activity%20Logs%20Exported')).body)).toHaveLength(before + 2);
    expect(await verifyAuditChain(t.db, account.organizationId)).toMatchObject({ ok: true });
  });

  it('sends the signed checkpoint of the rows it exports in X-Audit-Checkpoint, also kept in the trail', async () => {
    const response = await exportCsv('?category=all');
    const match = /^seq=(\d+);hash=([0-9a-f]{64});signature=([0-9a-f]{64})$/.exec(
      String(response.headers['x-audit-checkpoint']),
    );
    expect(match).not.toBeNull();
    const [, seq, hash, signature] = match ?? [];
    const checkpoint = await t.db
      .selectFrom('audit_checkpoints')
      .selectAll()
      .where('signature', '=', signature)
      .executeTakeFirstOrThrow();
    expect(checkpoint).toMatchObject({ chain: account.organizationId, seq: Number(seq), hash });
    expect(checkpointSignature(checkpoint)).toBe(signature);
    const exportedRow = await t.db
      .selectFrom('audit_logs')
      .select(['hash', 'seq'])
      .where('chain', '=', account.organizationId)
      .where('seq', '=', Number(seq))
      .executeTakeFirstOrThrow();
    expect(exportedRow.hash).toBe(hash);
    const [exportRecord] = (await auditRowsFor(t.db, auditActions.logsExported)).slice(-1);
    expect(exportRecord.details).toContain(`(checkpoint seq=${seq};hash=${hash};signature=${signature})`);
    expect(await verifyAuditChain(t.db, account.organizationId)).toEqual({ ok: true, entries: Number(seq) + 1 });
  });

  it('answers 400 for a format other than csv and for bad filters', async () => {
    expectFailure(await exportCsv('?format=pdf'), 400, 'format must be csv');
    expectFailure(await exportCsv('?category=billing'), 400, /^category/);
    expectFailure(await exportCsv(`?search=${'x'.repeat(201)}`), 400, /^search/);
  });
});
