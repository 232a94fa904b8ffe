import { missingPermissionMessage } from '@/contracts/permissions';
import { expectFailure, registerAccount } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';
import { added, assetTeam, inventorySignal } from './assetTeam';

const t = setupTestApp({ seed: false });

const auditActions = async (organizationId: string) =>
  (
    await t.db
      .selectFrom('audit_logs')
      .select('action')
      .where('organization_id', '=', organizationId)
      .where('action', 'like', 'Asset%')
      .orderBy('seq')
      .execute()
  ).map((row) => row.action);

describe('manual assets', () => {
  it('records, changes and removes an asset, audited, with an active member as owner', async () => {
    const { admin, analyst, assets } = await assetTeam(t);
    const created = await assets.create(analyst, {
      name: 'MacBook Pro (Jordan Lee)',
      kind: 'laptop',
      ownerId: analyst.id,
      environment: 'corporate',
      dataCategories: ['customer', 'personal'],
    });
    expect(created.statusCode).toBe(201);
    const asset = created.json().data;
    expect(asset).toMatchObject({
      name: 'MacBook Pro (Jordan Lee)',
      kind: 'laptop',
      source: 'manual',
      externalId: null,
      owner: { id: analyst.id, name: analyst.name },
      classification: null,
      environment: 'corporate',
      dataCategories: ['personal', 'customer'],
      status: 'active',
    });

    const changed = await assets.update(analyst, asset.id, { classification: 'confidential', name: 'MacBook Air' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ name: 'MacBook Air', classification: 'confidential' });
    expect((await assets.read(admin, asset.id)).json().data.classification).toBe('confidential');

    expect((await assets.remove(analyst, asset.id)).statusCode).toBe(200);
    expectFailure(await assets.read(admin, asset.id), 404, 'Asset not found');
    expect(await auditActions(admin.organizationId)).toEqual(['Asset Added', 'Asset Updated', 'Asset Removed']);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const { analyst, viewer, assets } = await assetTeam(t);
    expectFailure(await assets.create(analyst, { kind: 'laptop' }), 400, /^name/);
    expectFailure(await assets.create(analyst, { name: 'Bucket', kind: 'storageBucket' }), 400, /^kind/);
    expectFailure(
      await assets.create(analyst, { name: 'X', kind: 'laptop', classification: 'secret' }),
      400,
      /^classification/,
    );
    expectFailure(
      await assets.create(analyst, { name: 'X', kind: 'laptop', dataCategories: ['genetic'] }),
      400,
      /^dataCategories/,
    );
    expectFailure(await assets.create(analyst, { name: 'X', kind: 'laptop', ownerId: viewer.id, colour: 'red' }), 400);
    const stranger = await registerAccount(t.app, { email: 'owner@elsewhere.example' });
    expectFailure(await assets.create(analyst, { name: 'X', kind: 'laptop', ownerId: stranger.id }), 400, /^ownerId/);
    const laptop = await added(assets, analyst, { name: 'Laptop' });
    expectFailure(await assets.update(analyst, laptop.id, {}), 400, /at least one field/);
    expectFailure(await assets.update(analyst, laptop.id, { environment: 'qa' }), 400, /^environment/);
    expectFailure(await assets.list(analyst, { limit: '500' }), 400, /^limit/);
    expectFailure(await assets.list(analyst, { missing: 'everything' }), 400, /^missing/);
    expectFailure(await assets.bulk(analyst, { ids: [], changes: { classification: 'public' } }), 400, /^ids/);
  });

  it('lets members with the register read it, and only managers and analysts change it', async () => {
    const { manager, analyst, auditor, viewer, assets } = await assetTeam(t);
    const laptop = await added(assets, manager, { name: 'Laptop' });
    expect((await assets.list(auditor)).statusCode).toBe(200);
    expect((await assets.read(auditor, laptop.id)).statusCode).toBe(200);
    expectFailure(await assets.list(viewer), 403, missingPermissionMessage('assets:read'));
    expectFailure(
      await assets.create(auditor, { name: 'Mine', kind: 'office' }),
      403,
      missingPermissionMessage('assets:manage'),
    );
    expectFailure(
      await assets.update(auditor, laptop.id, { classification: 'public' }),
      403,
      missingPermissionMessage('assets:manage'),
    );
    expect((await assets.update(analyst, laptop.id, { classification: 'public' })).statusCode).toBe(200);
  });

  it("answers another organisation's asset with a 404, alone or among those selected", async () => {
    const { analyst, assets } = await assetTeam(t);
    const laptop = await added(assets, analyst, { name: 'Laptop' });
    const other = await assetTeam(t);
    const theirs = await added(other.assets, other.analyst, { name: 'Their laptop' });
    expectFailure(await assets.read(analyst, theirs.id), 404, 'Asset not found');
    expectFailure(await assets.update(analyst, theirs.id, { classification: 'public' }), 404, 'Asset not found');
    expectFailure(await assets.remove(analyst, theirs.id), 404, 'Asset not found');
    expectFailure(
      await assets.bulk(analyst, { ids: [laptop.id, theirs.id], changes: { classification: 'public' } }),
      404,
      'Asset not found',
    );
    expect((await other.assets.read(other.analyst, theirs.id)).json().data.classification).toBeNull();
    expect((await assets.list(analyst)).json().data.assets.map((asset: { name: string }) => asset.name)).toEqual([
      'Laptop',
    ]);
  });
});

describe('the inventory list and the asset-inventory check', () => {
  it('filters, pages and counts the assets missing an owner or a classification', async () => {
    const { admin, analyst, assets } = await assetTeam(t);
    await added(assets, analyst, {
      name: 'Office Lisbon',
      kind: 'office',
      ownerId: analyst.id,
      classification: 'internal',
    });
    await added(assets, analyst, { name: 'Laptop A', ownerId: analyst.id });
    await added(assets, analyst, { name: 'Laptop B', classification: 'confidential' });
    const crm = await added(assets, analyst, { name: 'CRM', kind: 'saasApplication' });
    const names = async (query: Record<string, string>) =>
      (await assets.list(admin, query)).json().data.assets.map((asset: { name: string }) => asset.name);

    expect(await names({})).toEqual(['CRM', 'Laptop A', 'Laptop B', 'Office Lisbon']);
    expect(await names({ kind: 'laptop' })).toEqual(['Laptop A', 'Laptop B']);
    expect(await names({ missing: 'owner' })).toEqual(['CRM', 'Laptop B']);
    expect(await names({ missing: 'classification' })).toEqual(['CRM', 'Laptop A']);
    expect(await names({ missing: 'either' })).toEqual(['CRM', 'Laptop A', 'Laptop B']);
    expect(await names({ classification: 'internal' })).toEqual(['Office Lisbon']);
    expect(await names({ search: 'lap' })).toEqual(['Laptop A', 'Laptop B']);
    expect(await names({ search: '%' })).toEqual([]);
    expect(await names({ source: 'aws' })).toEqual([]);
    const second = (await assets.list(admin, { limit: '3', page: '2' })).json().data;
    expect(second.assets.map((asset: { name: string }) => asset.name)).toEqual(['Office Lisbon']);
    expect(second.pagination).toEqual({ page: 2, limit: 3, total: 4, pages: 2 });
    expect(second.coverage).toEqual({ active: 4, incomplete: 3 });
    expect(second.sources).toEqual([{ source: 'manual', name: 'Added by hand' }]);
    expect(await inventorySignal(t, admin.organizationId)).toEqual({
      value: { compliant: 1, total: 4, incomplete: ['CRM', 'Laptop A', 'Laptop B'] },
      integration: 'assets',
    });

    await assets.update(analyst, crm.id, { status: 'retired' });
    expect(await names({ status: 'retired' })).toEqual(['CRM']);
    expect((await inventorySignal(t, admin.organizationId))?.value).toEqual({
      compliant: 1,
      total: 3,
      incomplete: ['Laptop A', 'Laptop B'],
    });
  });

  it('sets an owner and a classification on the selected assets at once, clearing the failures', async () => {
    const { admin, analyst, manager, assets } = await assetTeam(t);
    const first = await added(assets, analyst, { name: 'Laptop A' });
    const second = await added(assets, analyst, { name: 'Laptop B' });
    const response = await assets.bulk(manager, {
      ids: [first.id, second.id],
      changes: { ownerId: analyst.id, classification: 'confidential' },
    });
    expect(response.statusCode).toBe(200);
    const { assets: changed, coverage } = response.json().data;
    expect(
      changed.map((asset: { owner: { name: string }; classification: string }) => [
        asset.owner.name,
        asset.classification,
      ]),
    ).toEqual([
      [analyst.name, 'confidential'],
      [analyst.name, 'confidential'],
    ]);
    expect(coverage).toEqual({ active: 2, incomplete: 0 });
    expect((await inventorySignal(t, admin.organizationId))?.value).toEqual({ compliant: 2, total: 2, incomplete: [] });
    expect(await auditActions(admin.organizationId)).toContain('Assets Updated');
    const owners = (await assets.owners(analyst)).json().data.owners.map((owner: { id: string }) => owner.id);
    expect(owners).toContain(analyst.id);
  });
});
