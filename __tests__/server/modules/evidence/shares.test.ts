import type { z } from 'zod';
import type { evidenceDetails } from '../../../../src/contracts/evidence';
import type { CreatedShare, ShareLink } from '../../../../src/contracts/shareLinks';
import { evidenceAuditActions } from '../../../../server/src/modules/evidence/audit';
import { evidenceLinkInvalidMessage, notShareableMessage } from '../../../../server/src/modules/evidence/shareService';
import { shareLinkInvalidMessage } from '../../../../server/src/modules/reports/shareService';
import { tooManyOpensMessage } from '../../../../server/src/modules/shareLinks/service';
import { pdfFile, policyFields, uploaded, uploadEvidence } from '../../helpers/evidence';
import { addSignedInMember } from '../../helpers/members';
import { assessedOrganization } from '../../helpers/reports';
import { api, expectFailure, registerAccount } from '../../helpers/requests';
import { demoOrganizationId } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp({
  limits: { shareLink: { max: 12, windowMs: 60 * 60 * 1000 }, sharedLinkOpen: { max: 5, windowMs: 60_000 } },
});

type Member = Awaited<ReturnType<typeof addSignedInMember>>;

let address = 0;
/** Each test opens links from an address of its own, so the per-address limit is its own too. */
const nextAddress = () => `198.51.100.${(address += 1)}`;

const linkPath = (created: CreatedShare) => new URL(created.url).pathname;

const share = (token: string, id: string, expiresInHours = 24) =>
  api(t.app, 'POST', `/api/evidence/${id}/shares`, { token, body: { expiresInHours } });

const shared = async (token: string, id: string, expiresInHours = 24) => {
  const response = await share(token, id, expiresInHours);
  if (response.statusCode !== 201) throw new Error(`share failed: ${response.statusCode} ${response.body}`);
  return response.json().data as CreatedShare;
};

describe('share links to public evidence', () => {
  let manager: Member;
  const policy = pdfFile('Public security overview');
  const publicItem = () =>
    uploaded(t.app, manager.token, policyFields({ name: 'Security overview', confidentiality: 'public' }), {
      name: 'overview.pdf',
      content: policy,
    });

  beforeAll(async () => {
    manager = await addSignedInMember(t.app, t.db, await demoOrganizationId(t.db), 'Compliance Manager');
  });

  it('open the current file signed out until revoked, counted in its access history and audited', async () => {
    const item = await publicItem();
    const created = await shared(manager.token, item.id);
    expect(created.url).toMatch(/^http:\/\/localhost:3000\/api\/shared-evidence\/[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(created.expiresAt) - t.clock.now().getTime()).toBe(24 * 60 * 60 * 1000);

    const remoteAddress = nextAddress();
    const opened = await api(t.app, 'GET', linkPath(created), { remoteAddress });
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(policy)).toBe(true);
    expect(opened.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="overview.pdf"; filename*=UTF-8\'\'overview.pdf',
      'x-robots-tag': 'noindex',
      'cache-control': 'private, no-store',
    });
    expect(opened.headers['content-security-policy']).toMatch(/^sandbox;/);

    const details = (await api(t.app, 'GET', `/api/evidence/${item.id}`, { token: manager.token })).json()
      .data as z.output<typeof evidenceDetails>;
    expect(details.accessCount).toBe(1);
    expect(details.accessHistory[0]).toMatchObject({ by: 'Shared link', action: 'viewed', version: 1 });
    const [listed] = (await api(t.app, 'GET', `/api/evidence/${item.id}/shares`, { token: manager.token })).json()
      .data as ShareLink[];
    expect(listed).toMatchObject({ id: created.id, openCount: 1, revokedAt: null, createdBy: manager.name });
    expect(listed).not.toHaveProperty('url');

    const revoked = await api(t.app, 'DELETE', `/api/evidence/${item.id}/shares/${created.id}`, {
      token: manager.token,
    });
    expect((revoked.json().data as ShareLink[])[0].revokedAt).not.toBeNull();
    expectFailure(await api(t.app, 'GET', linkPath(created), { remoteAddress }), 404, evidenceLinkInvalidMessage);

    const trail = await t.db
      .selectFrom('audit_logs')
      .select(['action', 'user_label'])
      .where('resource', '=', `evidence:${item.id}`)
      .orderBy('seq')
      .execute();
    expect(trail.map((row) => `${row.action} by ${row.user_label}`)).toEqual([
      `${evidenceAuditActions.uploaded} by ${manager.name}`,
      `${evidenceAuditActions.shared} by ${manager.name}`,
      `${evidenceAuditActions.sharedOpened} by Shared link`,
      `${evidenceAuditActions.shareRevoked} by ${manager.name}`,
    ]);
  });

  it('open the version that is current when opened', async () => {
    const item = await publicItem();
    const created = await shared(manager.token, item.id);
    const signed = pdfFile('Public security overview, signed');
    const url = `/api/evidence/${item.id}/versions`;
    await uploadEvidence(t.app, manager.token, {}, { name: 'overview-signed.pdf', content: signed }, url);
    const opened = await api(t.app, 'GET', linkPath(created), { remoteAddress: nextAddress() });
    expect(opened.rawPayload.equals(signed)).toBe(true);
  });

  it('are made only for public items, for one to seven days, by the roles that share evidence', async () => {
    const internal = await uploaded(t.app, manager.token, policyFields({ confidentiality: 'internal' }));
    expectFailure(await share(manager.token, internal.id), 409, notShareableMessage);
    const item = await publicItem();
    expectFailure(await share(manager.token, item.id, 0), 400, /expiresInHours/);
    expectFailure(await share(manager.token, item.id, 169), 400, /expiresInHours/);
    expectFailure(await share(manager.token, item.id, 1.5), 400, /expiresInHours/);
    expect((await share(manager.token, item.id, 168)).statusCode).toBe(201);
    const organizationId = await demoOrganizationId(t.db);
    for (const role of ['Security Analyst', 'Auditor'] as const) {
      const member = await addSignedInMember(t.app, t.db, organizationId, role);
      expectFailure(await share(member.token, item.id), 403);
    }
    expect(await t.db.selectFrom('share_links').select('id').where('evidence_id', '=', internal.id).execute()).toEqual(
      [],
    );
  });

  it("answer another organisation's item and link 404, and keep each kind of link to its own path", async () => {
    const item = await publicItem();
    const created = await shared(manager.token, item.id);
    const outsider = await registerAccount(t.app);
    expectFailure(await share(outsider.token, item.id), 404, 'Evidence not found');
    expectFailure(await api(t.app, 'GET', `/api/evidence/${item.id}/shares`, { token: outsider.token }), 404);
    expectFailure(
      await api(t.app, 'DELETE', `/api/evidence/${item.id}/shares/${created.id}`, { token: outsider.token }),
      404,
    );
    const token = linkPath(created).split('/').pop();
    expectFailure(
      await api(t.app, 'GET', `/api/shared-reports/${token}`, { remoteAddress: nextAddress() }),
      404,
      shareLinkInvalidMessage,
    );
    const admin = await assessedOrganization(t.app, t.db, t.clock.now());
    const report = (
      await api(t.app, 'POST', '/api/reports', { token: admin.token, body: { name: 'Pack', type: 'soc2' } })
    ).json().data as { id: string };
    await t.jobs.runDue();
    const reportLink = (
      await api(t.app, 'POST', `/api/reports/${report.id}/shares`, { token: admin.token, body: { expiresInHours: 1 } })
    ).json().data as CreatedShare;
    const reportToken = linkPath(reportLink).split('/').pop();
    expectFailure(
      await api(t.app, 'GET', `/api/shared-evidence/${reportToken}`, { remoteAddress: nextAddress() }),
      404,
      evidenceLinkInvalidMessage,
    );
  });

  it('answer a revoke of an unknown link 404, and a second revoke changes nothing', async () => {
    const item = await publicItem();
    const created = await shared(manager.token, item.id);
    // As the browser's fetch sends it: a JSON content type and no body.
    const revoke = (shareId: string) =>
      api(t.app, 'DELETE', `/api/evidence/${item.id}/shares/${shareId}`, {
        token: manager.token,
        headers: { 'content-type': 'application/json' },
      });
    expectFailure(await revoke(crypto.randomUUID()), 404, 'Share link not found');
    expect((await revoke(created.id)).statusCode).toBe(200);
    expect((await revoke(created.id)).statusCode).toBe(200);
    const revocations = await t.db
      .selectFrom('audit_logs')
      .select('id')
      .where('resource', '=', `evidence:${item.id}`)
      .where('action', '=', evidenceAuditActions.shareRevoked)
      .execute();
    expect(revocations).toHaveLength(1);
  });

  it('limit how many links a member makes, and slow an address that guesses', async () => {
    const member = await addSignedInMember(t.app, t.db, await demoOrganizationId(t.db), 'Compliance Manager');
    const item = await uploaded(t.app, member.token, policyFields({ confidentiality: 'public' }));
    for (let made = 0; made < 12; made += 1) expect((await share(member.token, item.id)).statusCode).toBe(201);
    expectFailure(await share(member.token, item.id), 429, 'Too many share links. Please try again later.');

    const remoteAddress = nextAddress();
    const guess = `/api/shared-evidence/${'B'.repeat(43)}`;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expectFailure(await api(t.app, 'GET', guess, { remoteAddress }), 404, evidenceLinkInvalidMessage);
    }
    expectFailure(await api(t.app, 'GET', guess, { remoteAddress }), 429, tooManyOpensMessage);
    expectFailure(await api(t.app, 'GET', '/api/shared-evidence/short', { remoteAddress: nextAddress() }), 400);
  });
  // Last: moving the clock on ends the members' sessions too.
  it('stop working when they expire', async () => {
    const item = await publicItem();
    const created = await shared(manager.token, item.id, 1);
    const remoteAddress = nextAddress();
    expect((await api(t.app, 'GET', linkPath(created), { remoteAddress })).statusCode).toBe(200);
    t.clock.advance(60 * 60 * 1000);
    expectFailure(await api(t.app, 'GET', linkPath(created), { remoteAddress }), 404, evidenceLinkInvalidMessage);
  });
});
