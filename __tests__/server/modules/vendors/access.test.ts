import { missingPermissionMessage } from '@/contracts/permissions';
import { uploaded } from '../../helpers/evidence';
import { api, expectFailure, registerAccount } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';
import { addedVendor, allYes, vendorBody, vendorTeam } from './vendorTeam';

const t = setupTestApp({ seed: false });

describe('who may do what with vendors', () => {
  it('lets Compliance Managers write, Security Analysts and Auditors read, and keeps Viewers out', async () => {
    const team = await vendorTeam(t);
    const { vendors, analyst, auditor, viewer, manager } = team;
    const vendor = await addedVendor(team);
    const manage = missingPermissionMessage('vendors:manage');
    expectFailure(await vendors.create(analyst, vendorBody(manager.id)), 403, manage);
    expectFailure(await vendors.update(auditor, vendor.id, { name: 'Mine' }), 403, manage);
    expectFailure(await vendors.review(analyst, vendor.id, { answers: allYes, decision: 'approved' }), 403, manage);
    expectFailure(await vendors.remove(analyst, vendor.id), 403, manage);
    expectFailure(await vendors.list(viewer), 403, missingPermissionMessage('vendors:read'));
    expectFailure(await vendors.subprocessors(viewer), 403, missingPermissionMessage('vendors:read'));
    for (const reader of [analyst, auditor]) {
      expect((await vendors.list(reader)).json().data.vendors).toHaveLength(1);
      expect((await vendors.read(reader, vendor.id)).statusCode).toBe(200);
      expect((await vendors.subprocessors(reader)).statusCode).toBe(200);
    }
  });

  it("answers another organisation's vendor, document and evidence with a 404", async () => {
    const team = await vendorTeam(t);
    const vendor = await addedVendor(team);
    const evidence = await uploaded(t.app, team.manager.token);
    const linked = await team.vendors.link(team.manager, vendor.id, {
      kind: 'dpa',
      evidenceId: evidence.id,
      expiresOn: '2030-01-01',
    });
    const documentId = linked.json().data.documents[0].id as string;
    const stranger = await registerAccount(t.app, { email: 'stranger@elsewhere.example', company: 'Elsewhere' });
    const { vendors } = team;
    expectFailure(await vendors.read(stranger, vendor.id), 404, 'Vendor not found');
    expectFailure(await vendors.update(stranger, vendor.id, { name: 'Mine' }), 404, 'Vendor not found');
    expectFailure(await vendors.remove(stranger, vendor.id), 404, 'Vendor not found');
    expectFailure(await vendors.unlink(stranger, vendor.id, documentId), 404, 'Vendor not found');
    expectFailure(await vendors.review(stranger, vendor.id, { answers: allYes, decision: 'approved' }), 404);
    expect((await vendors.list(stranger)).json().data.vendors).toEqual([]);

    const theirs = await vendors.create(stranger, vendorBody(stranger.id));
    expect(theirs.statusCode).toBe(201);
    expectFailure(
      await vendors.link(stranger, theirs.json().data.id, {
        kind: 'dpa',
        evidenceId: evidence.id,
        expiresOn: '2030-01-01',
      }),
      404,
      /^evidenceId: /,
    );
    expectFailure(await vendors.create(stranger, vendorBody(team.manager.id)), 404, /^ownerId: /);
    expectFailure(await vendors.unlink(team.manager, theirs.json().data.id, documentId), 404, 'Vendor not found');
  });

  it('refuses bad input naming the field, and stores nothing', async () => {
    const team = await vendorTeam(t);
    const { vendors, manager } = team;
    const create = (overrides: Record<string, unknown>) => vendors.create(manager, vendorBody(manager.id, overrides));
    expectFailure(await create({ website: 'http://harbor.example' }), 400, /^website must be an https:\/\/ address/);
    expectFailure(await create({ website: 'https://user:pw@harbor.example' }), 400, /^website /);
    expectFailure(await create({ countries: ['US', 'XX'] }), 400, 'countries: "XX" is not an ISO 3166-1 alpha-2 code');
    expectFailure(await create({ countries: ['USA'] }), 400, /^countries: "USA"/);
    expectFailure(await create({ name: '' }), 400, 'name is required');
    expectFailure(await create({ businessImpact: 'severe' }), 400, /^businessImpact must be one of/);
    expectFailure(await create({ dataCategories: ['financial'] }), 400, /^dataCategories\.0 must be one of/);
    expectFailure(await create({ contractStart: '2026-02-30' }), 400, 'contractStart must be a date (YYYY-MM-DD)');
    expectFailure(await create({ contractEnd: '2025-01-01' }), 400, 'contractEnd must not be before contractStart');
    expectFailure(await create({ dataShared: 'internal' }), 400, /^dataShared must be "customerOrPersonal"/);
    expectFailure(await create({ productionAccess: 'yes' }), 400, 'productionAccess must be a boolean');
    expectFailure(await create({ tier: 3 }), 400);
    expectFailure(await create({ ownerId: 'nobody' }), 400, /^ownerId /);
    expectFailure(await vendors.list(manager, '?tier=4'), 400, /^tier /);
    expectFailure(await vendors.list(manager, '?limit=101'), 400, 'limit must be at most 100');

    const vendor = await addedVendor(team);
    expectFailure(await vendors.update(manager, vendor.id, {}), 400, 'Request body names no field to change');
    expectFailure(await vendors.update(manager, vendor.id, { status: 'paused' }), 400, /^status must be one of/);
    expectFailure(await vendors.update(manager, vendor.id, { contractStart: '2028-01-01' }), 400, /^contractEnd must/);
    expectFailure(
      await vendors.link(manager, vendor.id, { kind: 'nda', evidenceId: 'x', expiresOn: '2030-01-01' }),
      400,
      /^kind /,
    );
    expectFailure(
      await vendors.link(manager, vendor.id, { kind: 'dpa', evidenceId: 'x', expiresOn: 'soon' }),
      400,
      /^expiresOn /,
    );
    const { encryption: _skipped, ...unanswered } = allYes;
    expectFailure(
      await vendors.review(manager, vendor.id, { answers: unanswered, decision: 'approved' }),
      400,
      'answers.encryption is required',
    );
    expectFailure(await vendors.review(manager, vendor.id, { answers: allYes, decision: 'maybe' }), 400, /^decision /);
    expect((await vendors.read(manager, vendor.id)).json().data).toMatchObject({
      name: 'Harbor Cloud Hosting',
      contractStart: '2026-01-01',
      reviews: [],
      documents: [],
    });
    expect(
      await t.db.selectFrom('vendors').select('id').where('organization_id', '=', manager.organizationId).execute(),
    ).toHaveLength(1);
  });

  it('answers a missing document of its own vendor with a 404', async () => {
    const team = await vendorTeam(t);
    const vendor = await addedVendor(team);
    expectFailure(
      await api(t.app, 'DELETE', `/api/vendors/${vendor.id}/documents/nothing-here`, { token: team.manager.token }),
      404,
      'Vendor document not found',
    );
  });
});
