import type { ControlSettings } from '@/contracts/controlSettings';
import { missingPermissionMessage } from '@/contracts/permissions';
import { controlAuditActions } from '../../../../server/src/modules/controls/auditActions';
import { controlNotFound } from '../../../../server/src/modules/controls/catalogue';
import { ownerNotFound, excludedStatusMessage } from '../../../../server/src/modules/controls/settingsService';
import { frameworks } from '../../../../server/src/frameworks';
import { addSignedInMember } from '../../helpers/members';
import { api, expectFailure, registerAccount } from '../../helpers/requests';
import { auditRowsFor } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp({ seed: false });

const patch = (token: string, framework: string, controlId: string, body: unknown) =>
  api(t.app, 'PUT', `/api/controls/${framework}/${encodeURIComponent(controlId)}`, { token, body });

const list = async (token: string, framework: string) =>
  (await api(t.app, 'GET', `/api/controls?framework=${framework}`, { token })).json().data as ControlSettings[];

describe('a control’s owner, status, statement and review date', () => {
  it('are kept, listed in catalogue order, and audited with before and after', async () => {
    const admin = await registerAccount(t.app);
    const priya = await addSignedInMember(t.app, t.db, admin.organizationId, 'Compliance Manager');
    const sam = await addSignedInMember(t.app, t.db, admin.organizationId, 'Security Analyst');

    const fresh = await list(admin.token, 'SOC2');
    expect(fresh.map((control) => control.controlId)).toEqual(frameworks.SOC2.controls.map((control) => control.id));
    expect(fresh[0]).toMatchObject({
      owner: null,
      implementationStatus: 'not_started',
      applicability: { state: 'applicable' },
    });

    const saved = await patch(priya.token, 'SOC2', 'CC1.4', {
      ownerId: priya.id,
      backupOwnerId: sam.id,
      implementationStatus: 'in_progress',
      statement: 'Hiring managers check references; an agency screens every hire.',
      reviewDate: '2027-01-31',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      controlId: 'CC1.4',
      owner: { id: priya.id, name: priya.name },
      backupOwner: { id: sam.id, name: sam.name },
      implementationStatus: 'in_progress',
      reviewDate: '2027-01-31',
    });
    await patch(priya.token, 'SOC2', 'CC1.4', {
      implementationStatus: 'implemented',
      ownerId: sam.id,
      backupOwnerId: null,
    });

    const listed = (await list(sam.token, 'SOC2')).find((control) => control.controlId === 'CC1.4');
    expect(listed).toMatchObject({ owner: { id: sam.id }, backupOwner: null, implementationStatus: 'implemented' });
    const details = (await auditRowsFor(t.db, controlAuditActions.updated)).map((row) => row.details);
    expect(details).toEqual([
      expect.stringContaining(`SOC2 CC1.4: owner: (none) -> ${priya.name}; backup owner: (none) -> ${sam.name}`),
      `SOC2 CC1.4: owner: ${priya.name} -> ${sam.name}; backup owner: ${sam.name} -> (none); implementation status: In progress -> Implemented`,
    ]);
    expect(details[0]).toContain('implementation status: Not started -> In progress');
  });

  it('assigns owners to a whole category at once', async () => {
    const admin = await registerAccount(t.app);
    const priya = await addSignedInMember(t.app, t.db, admin.organizationId, 'Compliance Manager');
    const category = frameworks.ISO27001.controls[0].category;
    const inCategory = frameworks.ISO27001.controls.filter((control) => control.category === category);
    const response = await api(t.app, 'POST', '/api/controls/owners', {
      token: admin.token,
      body: { framework: 'ISO27001', category, ownerId: priya.id },
    });
    expect(response.json().data).toEqual({ updated: inCategory.length });
    const owned = (await list(admin.token, 'ISO27001')).filter((control) => control.owner?.id === priya.id);
    expect(owned.map((control) => control.controlId)).toEqual(inCategory.map((control) => control.id));
    const [audit] = await auditRowsFor(t.db, controlAuditActions.ownersAssigned);
    expect(audit.details).toContain(`${inCategory.length} controls now owned by ${priya.name}`);
    expect(audit.details).toContain(`${inCategory[0].id} (none)/(none)`);
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const admin = await registerAccount(t.app);
    const other = await registerAccount(t.app);
    const stranger = await addSignedInMember(t.app, t.db, other.organizationId, 'Compliance Manager');
    expectFailure(
      await patch(admin.token, 'SOC2', 'CC1.4', { reviewDate: 'soon' }),
      400,
      'reviewDate must be a date (YYYY-MM-DD)',
    );
    expectFailure(
      await patch(admin.token, 'SOC2', 'CC1.4', { implementationStatus: 'not_applicable' }),
      400,
      /^implementationStatus/,
    );
    expectFailure(await patch(admin.token, 'SOC2', 'CC1.4', {}), 400, 'Request body names no field to change');
    expectFailure(await patch(admin.token, 'SOC9', 'CC1.4', { statement: 'x' }), 400, /^framework/);
    expectFailure(await patch(admin.token, 'SOC2', 'CC1.4', { ownerId: 'me' }), 400, /^ownerId/);
    expectFailure(await patch(admin.token, 'SOC2', 'CC99.9', { statement: 'x' }), 404, controlNotFound);
    expectFailure(await patch(admin.token, 'SOC2', 'CC1.4', { ownerId: stranger.id }), 404, ownerNotFound('ownerId'));
    expectFailure(
      await api(t.app, 'POST', '/api/controls/owners', {
        token: admin.token,
        body: { framework: 'SOC2', category: 'Nowhere', ownerId: admin.id },
      }),
      400,
      'category: SOC2 has no category "Nowhere"',
    );
    expect((await list(admin.token, 'SOC2')).every((control) => control.updatedAt === null)).toBe(true);
  });

  it('is changed only by roles that manage controls', async () => {
    const admin = await registerAccount(t.app);
    for (const role of ['Security Analyst', 'Auditor', 'Viewer'] as const) {
      const member = await addSignedInMember(t.app, t.db, admin.organizationId, role);
      expectFailure(
        await patch(member.token, 'SOC2', 'CC1.4', { statement: 'Ours' }),
        403,
        missingPermissionMessage('controls:manage'),
      );
    }
    const viewer = await addSignedInMember(t.app, t.db, admin.organizationId, 'Viewer');
    expect((await api(t.app, 'GET', '/api/controls/SOC2/CC1.4', { token: viewer.token })).statusCode).toBe(200);
  });

  it('keeps an excluded control’s status until the exclusion is withdrawn', async () => {
    const admin = await registerAccount(t.app);
    const manager = await addSignedInMember(t.app, t.db, admin.organizationId, 'Compliance Manager');
    await api(t.app, 'POST', '/api/controls/ISO27001/A.7.4/exclusion', {
      token: manager.token,
      body: { justification: 'No premises: every employee works remotely on managed laptops.' },
    });
    await api(t.app, 'POST', '/api/controls/ISO27001/A.7.4/exclusion/review', {
      token: admin.token,
      body: { decision: 'approve' },
    });
    expectFailure(
      await patch(admin.token, 'ISO27001', 'A.7.4', { implementationStatus: 'implemented' }),
      409,
      excludedStatusMessage,
    );
    const withdrawn = await api(t.app, 'DELETE', '/api/controls/ISO27001/A.7.4/exclusion', { token: manager.token });
    expect(withdrawn.json().data).toMatchObject({
      implementationStatus: 'not_started',
      applicability: { state: 'applicable' },
    });
    expect((await patch(admin.token, 'ISO27001', 'A.7.4', { implementationStatus: 'implemented' })).statusCode).toBe(
      200,
    );
  });
});
