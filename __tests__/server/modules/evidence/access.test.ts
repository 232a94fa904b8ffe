import type { EvidenceItem } from '@/contracts/evidence';
import type { Role } from '@/contracts/enums';
import { nothingPendingMessage } from '../../../../server/src/modules/reviews/service';
import {
  decideEvidence,
  evidenceItem,
  pdfFile,
  policyFields,
  sha256,
  uploaded,
  uploadEvidence,
} from '../../helpers/evidence';
import { addSignedInMember } from '../../helpers/members';
import { api, expectFailure, signIn } from '../../helpers/requests';
import { auditRowsFor, demoOrganizationId } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp();

type Member = Awaited<ReturnType<typeof addSignedInMember>>;

const listed = async (token: string, query = '') =>
  ((await api(t.app, 'GET', `/api/evidence?limit=100${query}`, { token })).json().data.items as EvidenceItem[]).map(
    (item) => item.name,
  );

describe('who sees which evidence', () => {
  let admin: string;
  const members = {} as Record<Exclude<Role, 'Admin'>, Member>;
  beforeAll(async () => {
    admin = await signIn(t.app);
    const organizationId = await demoOrganizationId(t.db);
    for (const role of ['Compliance Manager', 'Security Analyst', 'Auditor', 'Viewer'] as const) {
      members[role] = await addSignedInMember(t.app, t.db, organizationId, role);
    }
    for (const confidentiality of ['public', 'internal', 'confidential', 'restricted']) {
      await uploaded(t.app, admin, policyFields({ name: `Admin ${confidentiality}`, confidentiality }));
    }
    await uploaded(
      t.app,
      members['Security Analyst'].token,
      policyFields({ name: 'Analyst restricted', confidentiality: 'restricted' }),
    );
  });

  it('restricted: Admins, Compliance Managers and the uploader; confidential: also Auditors and Analysts', async () => {
    const all = ['Admin public', 'Admin internal', 'Admin confidential', 'Admin restricted', 'Analyst restricted'];
    const query = '&search=restricted';
    expect(await listed(admin, query)).toEqual(expect.arrayContaining(['Admin restricted', 'Analyst restricted']));
    expect((await listed(members['Compliance Manager'].token)).filter((name) => all.includes(name)).sort()).toEqual(
      [...all].sort(),
    );
    expect((await listed(members['Security Analyst'].token)).filter((name) => all.includes(name)).sort()).toEqual([
      'Admin confidential',
      'Admin internal',
      'Admin public',
      'Analyst restricted',
    ]);
    expect((await listed(members.Auditor.token)).filter((name) => all.includes(name)).sort()).toEqual([
      'Admin confidential',
      'Admin internal',
      'Admin public',
    ]);
  });

  it('answers an item a member may not see 404, as if it did not exist, and never serves its file', async () => {
    const restricted = (await api(t.app, 'GET', '/api/evidence?confidentiality=restricted&limit=100', { token: admin }))
      .json()
      .data.items.find((item: EvidenceItem) => item.name === 'Admin restricted') as EvidenceItem;
    const auditor = members.Auditor.token;
    expectFailure(
      await api(t.app, 'GET', `/api/evidence/${restricted.id}`, { token: auditor }),
      404,
      'Evidence not found',
    );
    expectFailure(
      await api(t.app, 'GET', `/api/evidence/${restricted.id}/versions/1/file`, { token: auditor }),
      404,
      'Evidence not found',
    );
  });

  it('keeps the locker from Viewers, and uploads and reviews from the roles without them', async () => {
    expectFailure(await api(t.app, 'GET', '/api/evidence', { token: members.Viewer.token }), 403);
    expectFailure(
      await uploadEvidence(t.app, members.Auditor.token, policyFields(), { name: 'p.pdf', content: pdfFile() }),
      403,
    );
    const item = await uploaded(t.app, admin);
    expectFailure(
      await decideEvidence(t.app, members['Security Analyst'].token, item.id, { decision: 'approve' }),
      403,
    );
  });
});

describe('reviews and versions', () => {
  let admin: string;
  let manager: Member;
  beforeAll(async () => {
    admin = await signIn(t.app);
    manager = await addSignedInMember(t.app, t.db, await demoOrganizationId(t.db), 'Compliance Manager');
  });

  const review = (token: string, id: string, body: unknown) => decideEvidence(t.app, token, id, body);

  it('a Compliance Manager approves pending evidence once; the decision is audited', async () => {
    const item = await uploaded(t.app, admin);
    expect((await review(manager.token, item.id, { decision: 'approve' })).json().data).toMatchObject({
      state: 'approved',
      reviewedBy: { name: manager.name },
    });
    expect(await evidenceItem(t.app, admin, item.id)).toMatchObject({
      status: 'approved',
      review: { by: manager.name, note: null },
    });
    expectFailure(await review(admin, item.id, { decision: 'reject', note: 'Outdated' }), 409, nothingPendingMessage);
    const audits = await auditRowsFor(t.db, 'Evidence Approved');
    expect(audits.filter((row) => row.resource === `evidence:${item.id}`)).toHaveLength(1);
  });

  it('a rejection needs a reason, and keeps it', async () => {
    const item = await uploaded(t.app, admin);
    expectFailure(await review(manager.token, item.id, { decision: 'reject' }), 400, 'note is required');
    expect((await review(manager.token, item.id, { decision: 'reject', note: 'Unsigned draft' })).statusCode).toBe(200);
    expect(await evidenceItem(t.app, admin, item.id)).toMatchObject({
      status: 'rejected',
      review: { note: 'Unsigned draft' },
    });
  });

  it('a new version keeps the history, each version downloadable, and is pending review again', async () => {
    const first = pdfFile('Policy v1');
    const second = pdfFile('Policy v2, signed');
    const item = await uploaded(t.app, admin, policyFields(), { name: 'policy-v1.pdf', content: first });
    await review(manager.token, item.id, { decision: 'approve' });
    const response = await uploadEvidence(
      t.app,
      manager.token,
      {},
      { name: 'policy-v2.pdf', content: second },
      `/api/evidence/${item.id}/versions`,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ status: 'pending', review: null, current: { version: 2 } });
    const details = (await api(t.app, 'GET', `/api/evidence/${item.id}`, { token: admin })).json().data;
    expect(
      details.versions.map((version: { version: number; sha256: string; uploadedBy: string }) => [
        version.version,
        version.sha256,
        version.uploadedBy,
      ]),
    ).toEqual([
      [2, sha256(second), manager.name],
      [1, sha256(first), 'Alex Morgan'],
    ]);
    const v1 = await api(t.app, 'GET', `/api/evidence/${item.id}/versions/1/file`, { token: admin });
    expect(sha256(v1.rawPayload)).toBe(sha256(first));
    expectFailure(
      await api(t.app, 'GET', `/api/evidence/${item.id}/versions/3/file`, { token: admin }),
      404,
      'Version not found',
    );
  });
});

describe('search and filters, on the server, paged', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await signIn(t.app);
    await uploaded(
      t.app,
      admin,
      policyFields({
        name: 'Pen test report 2026',
        category: 'Technical Evidence',
        confidentiality: 'confidential',
        tags: JSON.stringify(['pentest', 'external']),
        controls: JSON.stringify([{ framework: 'SOC2', controlId: 'CC7.1' }]),
        validUntil: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
      }),
    );
    t.clock.advance(60_000);
    await uploaded(
      t.app,
      admin,
      policyFields({
        name: 'Security awareness completions',
        category: 'Training Records',
        tags: JSON.stringify(['training']),
        controls: JSON.stringify([{ framework: 'HIPAA', controlId: '164.308(a)(5)' }]),
        validUntil: new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10),
      }),
    );
  });

  const soon = (item: EvidenceItem) =>
    item.validUntil !== null && item.validUntil <= new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const named = (item: EvidenceItem) => `${item.name} ${item.description} ${item.tags.join(' ')}`.toLowerCase();
  it.each([
    ['category', '&category=Technical%20Evidence', (item: EvidenceItem) => item.category === 'Technical Evidence'],
    [
      'confidentiality',
      '&confidentiality=confidential',
      (item: EvidenceItem) => item.confidentiality === 'confidential',
    ],
    [
      'control',
      '&framework=SOC2&control=CC7.1',
      (item: EvidenceItem) => item.relatedControls.some((control) => control.controlId === 'CC7.1'),
    ],
    ['tag', '&tag=pentest', (item: EvidenceItem) => item.tags.includes('pentest')],
    ['expiring soon', '&expiringSoon=true', soon],
    [
      'search in names, descriptions and tags',
      '&search=PENTEST',
      (item: EvidenceItem) => named(item).includes('pentest'),
    ],
  ])('by %s', async (_label, query, matches) => {
    const all = (await api(t.app, 'GET', '/api/evidence?limit=100', { token: admin })).json().data
      .items as EvidenceItem[];
    const found = (await api(t.app, 'GET', `/api/evidence?limit=100${query}`, { token: admin })).json().data
      .items as EvidenceItem[];
    expect(found.map((item) => item.name)).toContain('Pen test report 2026');
    expect(found.map((item) => item.id).sort()).toEqual(
      all
        .filter(matches)
        .map((item) => item.id)
        .sort(),
    );
  });

  it('pages the newest change first, with the total', async () => {
    const first = (await api(t.app, 'GET', '/api/evidence?limit=1', { token: admin })).json().data;
    expect(first.items).toHaveLength(1);
    expect(first.pagination).toMatchObject({ page: 1, limit: 1 });
    expect(first.pagination.total).toBeGreaterThan(1);
    expect(first.items[0].name).toBe('Security awareness completions');
  });

  it('refuses an unknown filter value naming it', async () => {
    expectFailure(await api(t.app, 'GET', '/api/evidence?status=lost', { token: admin }), 400, 'Unknown status "lost"');
  });
});

describe('the summary', () => {
  it('counts by status what each member may see, whatever the filters', async () => {
    const admin = await signIn(t.app);
    const auditor = await addSignedInMember(t.app, t.db, await demoOrganizationId(t.db), 'Auditor');
    for (const token of [admin, auditor.token]) {
      const summary = (await api(t.app, 'GET', '/api/evidence/summary', { token })).json().data;
      const items = (await api(t.app, 'GET', '/api/evidence?limit=100', { token })).json().data.items as EvidenceItem[];
      const count = (status: string) => items.filter((item) => item.status === status).length;
      const soon = (await api(t.app, 'GET', '/api/evidence?limit=100&expiringSoon=true', { token })).json().data
        .pagination.total;
      expect(summary).toEqual({
        total: items.length,
        approved: count('approved'),
        pending: count('pending'),
        rejected: count('rejected'),
        expiringSoon: soon,
      });
    }
  });
});
