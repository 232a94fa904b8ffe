import type { AutomatedEvidence } from '@/contracts/automatedEvidence';
import { controlsByCheck } from '../../../../server/src/frameworks/controlsByCheck';
import { automatedEvidenceDownloaded } from '../../../../server/src/modules/automatedEvidence/auditActions';
import { saveObservation } from '../../../../server/src/modules/integrations/repository';
import { addSignedInMember } from '../../helpers/members';
import { api, expectFailure, registerAccount } from '../../helpers/requests';
import { auditRowsFor } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp();

const minute = 60 * 1000;
const day = 24 * 60 * minute;
const at = (offsetMs: number) => new Date(t.clock.now().getTime() + offsetMs).toISOString();

const branchProtectionData = {
  repositories: [
    { repository: 'acme/api', defaultBranch: 'main', requiredApprovals: 2 },
    { repository: 'acme/web', defaultBranch: 'main', requiredApprovals: 0 },
  ],
};

/** A GitHub integration of the organisation, as a sync leaves it. */
const insertGithub = async (organizationId: string) => {
  const id = crypto.randomUUID();
  await t.db
    .insertInto('integrations')
    .values({
      id,
      organization_id: organizationId,
      type: 'github',
      status: 'connected',
      credentials: null,
      account: 'acme',
      message: null,
      connected_at: at(-30 * day),
      connected_by_label: 'Test Admin',
      last_sync_at: at(-day),
      sync_requested_at: null,
      next_sync_at: null,
      sync_interval_minutes: 60,
      updated_at: at(-day),
    })
    .execute();
  return id;
};

const list = async (token: string) =>
  (await api(t.app, 'GET', '/api/evidence/automated', { token })).json().data as AutomatedEvidence[];

const fileUrl = (integration: string, check: string, query = '') =>
  `/api/evidence/automated/${integration}/${check}${query}`;

describe('automated evidence', () => {
  let admin: { token: string; organizationId: string; name: string };
  let branchCollectedAt: string;
  let branchExpiresAt: string;

  beforeAll(async () => {
    admin = await registerAccount(t.app);
    const integrationId = await insertGithub(admin.organizationId);
    branchCollectedAt = at(-minute);
    // Still valid now; the clock passes it in the test below.
    branchExpiresAt = at(10 * minute);
    await saveObservation(t.db, {
      integrationId,
      check: 'sourceControl.branchProtection',
      collectedAt: branchCollectedAt,
      expiresAt: branchExpiresAt,
      data: branchProtectionData,
    });
    await saveObservation(t.db, {
      integrationId,
      check: 'mfa.enforced',
      collectedAt: at(-8 * day),
      expiresAt: at(-day),
      data: { organization: 'acme', twoFactorRequirementEnabled: false },
    });
    // A check this server no longer knows: nothing can be said of it, so it is not shown.
    await saveObservation(t.db, {
      integrationId,
      check: 'retired.check',
      collectedAt: at(0),
      expiresAt: at(7 * day),
      data: {},
    });
  });

  it('lists what the integrations observed, newest first, with names, controls and validity', async () => {
    expect(await list(admin.token)).toEqual([
      {
        integration: 'github',
        integrationName: 'GitHub',
        check: 'sourceControl.branchProtection',
        checkName: 'Branch protection',
        collectedAt: branchCollectedAt,
        expiresAt: branchExpiresAt,
        expired: false,
        controls: controlsByCheck.get('sourceControl.branchProtection'),
      },
      expect.objectContaining({
        integration: 'github',
        check: 'mfa.enforced',
        checkName: 'MFA enforcement',
        expired: true,
        controls: controlsByCheck.get('mfa.enforced'),
      }),
    ]);
    const [branchProtection] = await list(admin.token);
    expect(branchProtection.controls).toContainEqual({ framework: 'SOC2', controlId: 'CC8.1' });
  });

  it('reads expiry from the server clock: evidence expires the moment its validity ends', async () => {
    t.clock.advance(10 * minute - 1);
    expect((await list(admin.token))[0].expired).toBe(false);
    t.clock.advance(1);
    expect((await list(admin.token))[0]).toMatchObject({ check: 'sourceControl.branchProtection', expired: true });
  });

  it('downloads one observation as a pretty-printed JSON file, and audits the download', async () => {
    const response = await api(t.app, 'GET', fileUrl('github', 'sourceControl.branchProtection'), {
      token: admin.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const fileName = `github-sourceControl.branchProtection-${branchCollectedAt.slice(0, 10)}.json`;
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`,
    );
    expect(response.body).toContain('\n  "integration": "github",\n');
    expect(response.json()).toEqual({
      integration: 'github',
      integrationName: 'GitHub',
      check: 'sourceControl.branchProtection',
      checkName: 'Branch protection',
      collectedAt: branchCollectedAt,
      expiresAt: branchExpiresAt,
      controls: controlsByCheck.get('sourceControl.branchProtection'),
      data: branchProtectionData,
    });

    const audits = await auditRowsFor(t.db, automatedEvidenceDownloaded);
    expect(audits).toEqual([
      expect.objectContaining({
        organization_id: admin.organizationId,
        user_label: admin.name,
        severity: 'info',
        category: 'data',
        resource: 'automated-evidence:github:sourceControl.branchProtection',
        details: `${admin.name} downloaded the GitHub evidence for Branch protection, collected ${branchCollectedAt}`,
      }),
    ]);
  });

  it('shows an observation in the page without counting it as a download', async () => {
    const response = await api(t.app, 'GET', fileUrl('github', 'mfa.enforced', '?disposition=inline'), {
      token: admin.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="github-mfa\.enforced-/);
    expect(response.json().data).toEqual({ organization: 'acme', twoFactorRequirementEnabled: false });
    expect(await auditRowsFor(t.db, automatedEvidenceDownloaded)).toHaveLength(1);
  });

  it("keeps each organisation's evidence to itself", async () => {
    const outsider = await registerAccount(t.app);
    expect(await list(outsider.token)).toEqual([]);
    await saveObservation(t.db, {
      integrationId: await insertGithub(outsider.organizationId),
      check: 'sourceControl.ownerCount',
      collectedAt: at(0),
      expiresAt: at(7 * day),
      data: { organization: 'outsider', owners: ['octocat'] },
    });
    expect((await list(outsider.token)).map((evidence) => evidence.check)).toEqual(['sourceControl.ownerCount']);
    expect((await list(admin.token)).map((evidence) => evidence.check)).toEqual([
      'sourceControl.branchProtection',
      'mfa.enforced',
    ]);
    const download = await api(t.app, 'GET', fileUrl('github', 'sourceControl.branchProtection'), {
      token: outsider.token,
    });
    expectFailure(download, 404, 'Automated evidence not found');
    const theirs = await api(t.app, 'GET', fileUrl('github', 'sourceControl.ownerCount'), { token: admin.token });
    expectFailure(theirs, 404, 'Automated evidence not found');
  });

  it('lets every role that opens the locker read it, and refuses the others', async () => {
    const auditor = await addSignedInMember(t.app, t.db, admin.organizationId, 'Auditor');
    expect(await list(auditor.token)).toHaveLength(2);
    const viewer = await addSignedInMember(t.app, t.db, admin.organizationId, 'Viewer');
    expectFailure(await api(t.app, 'GET', '/api/evidence/automated', { token: viewer.token }), 403, /evidence:read/);
    const download = await api(t.app, 'GET', fileUrl('github', 'mfa.enforced'), { token: viewer.token });
    expectFailure(download, 403, /evidence:read/);
    expectFailure(await api(t.app, 'GET', '/api/evidence/automated'), 401);
  });

  it('answers 404 for what names no evidence and 400 for what is not a name at all', async () => {
    const get = (url: string) => api(t.app, 'GET', url, { token: admin.token });
    for (const url of [
      fileUrl('nope', 'mfa.enforced'),
      fileUrl('aws', 'mfa.enforced'),
      fileUrl('github', 'no.such.check'),
      fileUrl('github', 'retired.check'),
    ]) {
      expectFailure(await get(url), 404, 'Automated evidence not found');
    }
    expectFailure(await get(fileUrl('GitHub!', 'mfa.enforced')), 400, /integration/);
    expectFailure(await get(fileUrl('github', 'mfa%20enforced')), 400, /check/);
    expectFailure(await get(fileUrl('github', 'mfa..enforced')), 400, /check/);
    expectFailure(await get(fileUrl('github', `a${'.b'.repeat(60)}`)), 414, 'The URL is too long');
    expectFailure(await get(fileUrl('github', 'mfa.enforced', '?disposition=open')), 400, /disposition/);
  });
});
