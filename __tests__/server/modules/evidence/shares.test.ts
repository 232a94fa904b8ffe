import type { z } from 'zod';
import type { evidenceDetails } from '@/contracts/evidence';
import type { CreatedShare, ShareLink } from '@/contracts/shareLinks';
import { evidenceAuditActions } from '../../../../server/src/modules/evidence/auditActions';
import {
  evidenceLinkHeldMessage,
  evidenceLinkInvalidMessage,
  notApprovedMessage,
  notShareableMessage,
} from '../../../../server/src/modules/evidence/shareService';
import { shareLinkInvalidMessage } from '../../../../server/src/modules/reports/shareService';
import { tooManyOpensMessage } from '../../../../server/src/modules/shareLinks/service';
import { decideEvidence, pdfFile, policyFields, uploaded, uploadEvidence } from '../../helpers/evidence';
import { addSignedInMember } from '../../helpers/members';
import { assessedOrganization } from '../../helpers/reports';
import { api, expectFailure, registerAccount, signIn } from '../../helpers/requests';
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

const review = (token: string, id: string, body: { decision: 'approve' } | { decision: 'reject'; note: string }) =>
  decideEvidence(t.app, token, id, body);

const links = async (token: string, id: string) =>
  (await api(t.app, 'GET', `/api/evidence/${id}/shares`, { token })).json().data as ShareLink[];

describe('share links to public evidence', () => {
  let manager: Member;
  let admin: string;
  const policy = pdfFile('Public security overview');
  /** A public item the manager uploaded and an Admin approved. */
  const publicItem = async () => {
    const item = await uploaded(
      t.app,
      manager.token,
      policyFields({ name: 'Security overview', confidentiality: 'public' }),
      { name: 'overview.pdf', content: policy },
    );
    expect((await review(admin, item.id, { decision: 'approve' })).statusCode).toBe(200);
    return item;
  };

  beforeAll(async () => {
    admin = await signIn(t.app);
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
    const [listed] = await links(manager.token, item.id);
    expect(listed).toMatchObject({
      id: created.id,
      openCount: 1,
      revokedAt: null,
      createdBy: manager.name,
      version: 1,
    });
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
      `${evidenceAuditActions.approved} by Alex Morgan`,
      `${evidenceAuditActions.shared} by ${manager.name}`,
      `${evidenceAuditActions.sharedOpened} by Shared link`,
      `${evidenceAuditActions.shareRevoked} by ${manager.name}`,
    ]);
  });

  it('serve the approved version they were made for, never a later upload, and are held once it is rejected', async () => {
    const item = await publicItem();
    const created = await shared(manager.token, item.id);
    expect(created.version).toBe(1);
    const analyst = await addSignedInMember(t.app, t.db, await demoOrganizationId(t.db), 'Security Analyst');
    const replaced = pdfFile('Not the approved overview');
    const versions = `/api/evidence/${item.id}/versions`;
    const upload = await uploadEvidence(
      t.app,
      analyst.token,
      {},
      { name: 'overview.pdf', content: replaced },
      versions,
    );
    expect(upload.statusCode).toBe(201);

    const remoteAddress = nextAddress();
    const opened = await api(t.app, 'GET', linkPath(created), { remoteAddress });
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(policy)).toBe(true);
    const details = (await api(t.app, 'GET', `/api/evidence/${item.id}`, { token: manager.token })).json()
      .data as z.output<typeof evidenceDetails>;
    expect(details.accessHistory[0]).toMatchObject({ by: 'Shared link', version: 1 });

    expect((await review(manager.token, item.id, { decision: 'reject', note: 'Not ours' })).statusCode).toBe(200);
    const held = await api(t.app, 'GET', linkPath(created), { remoteAddress });
    expectFailure(held, 410, evidenceLinkHeldMessage);
    expect(held.body).not.toContain(item.name);
    expect(held.body).not.toContain(item.id);
    const [listed] = await links(manager.token, item.id);
    expect(listed).toMatchObject({ id: created.id, version: 1, heldAt: t.clock.now().toISOString(), openCount: 1 });
    const rejection = await t.db
      .selectFrom('audit_logs')
      .select('details')
      .where('resource', '=', `evidence:${item.id}`)
      .where('action', '=', evidenceAuditActions.rejected)
      .executeTakeFirstOrThrow();
    expect(rejection.details).toContain('(1 share link put on hold)');
    expectFailure(await share(manager.token, item.id), 409, notApprovedMessage(2, 'rejected'));

    const third = pdfFile('Public security overview, re-signed');
    await uploadEvidence(t.app, analyst.token, {}, { name: 'overview-3.pdf', content: third }, versions);
    await review(admin, item.id, { decision: 'approve' });
    expectFailure(await api(t.app, 'GET', linkPath(created), { remoteAddress }), 410, evidenceLinkHeldMessage);
    const renewed = await shared(manager.token, item.id);
    expect(renewed.version).toBe(3);
    expect((await api(t.app, 'GET', linkPath(renewed), { remoteAddress })).rawPayload.equals(third)).toBe(true);
  });

  it('keep serving their version once a later one is approved: a new link serves the new one', async () => {
    const item = await publicItem();
    const created = await shared(manager.token, item.id);
    const signed = pdfFile('Public security overview, signed');
    const url = `/api/evidence/${item.id}/versions`;
    await uploadEvidence(t.app, manager.token, {}, { name: 'overview-signed.pdf', content: signed }, url);
    await review(admin, item.id, { decision: 'approve' });
    const remoteAddress = nextAddress();
    expect((await api(t.app, 'GET', linkPath(created), { remoteAddress })).rawPayload.equals(policy)).toBe(true);
    const renewed = await shared(manager.token, item.id);
    expect((await api(t.app, 'GET', linkPath(renewed), { remoteAddress })).rawPayload.equals(signed)).toBe(true);
    expect((await links(manager.token, item.id)).map((link) => link.version).sort()).toEqual([1, 2]);
  });

  it('are refused while the current version awaits review or was rejected', async () => {
    const pending = await uploaded(t.app, manager.token, policyFields({ confidentiality: 'public' }));
    expectFailure(await share(manager.token, pending.id), 409, notApprovedMessage(1, 'pending'));
    await review(admin, pending.id, { decision: 'reject', note: 'Draft' });
    expectFailure(await share(manager.token, pending.id), 409, notApprovedMessage(1, 'rejected'));
    expect(await t.db.selectFrom('share_links').select('id').where('evidence_id', '=', pending.id).execute()).toEqual(
      [],
    );
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
    await review(admin, item.id, { decision: 'approve' });
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
