import { vendorAuditActions } from '../../../../server/src/modules/vendors';
import { auditRowsFor } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';
import { addedVendor, vendorBody, vendorTeam } from './vendorTeam';

const t = setupTestApp({ seed: false });

describe('the vendor inventory', () => {
  it('adds a vendor with the tier its answers give, and re-derives the tier when they change', async () => {
    const team = await vendorTeam(t);
    const vendor = await addedVendor(team, { countries: ['us', 'IE', 'US'] });
    expect(vendor).toMatchObject({
      name: 'Harbor Cloud Hosting',
      owner: { id: team.manager.id, name: team.manager.name },
      tier: 1,
      countries: ['US', 'IE'],
      status: 'active',
      subprocessor: true,
      nextReviewOn: t.clock.now().toISOString().slice(0, 10),
      reviewCurrent: false,
    });
    const changed = await team.vendors.update(team.manager, vendor.id, {
      productionAccess: false,
      businessImpact: 'low',
      dataShared: 'internal',
      dataCategories: [],
      ownerId: team.analyst.id,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ tier: 3, owner: { id: team.analyst.id }, dataCategories: [] });

    const offboarded = await team.vendors.update(team.manager, vendor.id, { status: 'offboarded' });
    expect(offboarded.json().data).toMatchObject({ status: 'offboarded', nextReviewOn: null, findingsCount: 0 });
    const audits = async (action: string) =>
      (await auditRowsFor(t.db, action)).filter((row) => row.resource === `vendor:${vendor.id}`);
    expect(await audits(vendorAuditActions.added)).toHaveLength(1);
    expect((await audits(vendorAuditActions.updated))[0]?.details).toContain('productionAccess');
    expect(await audits(vendorAuditActions.offboarded)).toHaveLength(1);

    expect((await team.vendors.remove(team.manager, vendor.id)).statusCode).toBe(200);
    expect((await team.vendors.read(team.manager, vendor.id)).statusCode).toBe(404);
    expect(await audits(vendorAuditActions.removed)).toHaveLength(1);
  });

  it('refuses an owner who is not an active member', async () => {
    const team = await vendorTeam(t);
    await t.db.updateTable('users').set({ status: 'inactive' }).where('id', '=', team.viewer.id).execute();
    const response = await team.vendors.create(team.manager, vendorBody(team.viewer.id));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/^ownerId: /);
  });

  it('pages the list by name and filters it by tier, status, sub-processor and name on the server', async () => {
    const team = await vendorTeam(t);
    const internalOnly = { dataShared: 'internal', dataCategories: [], productionAccess: false };
    await addedVendor(team, { name: 'Zephyr Analytics', productionAccess: false, businessImpact: 'medium' });
    await addedVendor(team, { name: 'alder payroll', subprocessor: false });
    await addedVendor(team, { name: 'Beacon 100% Desk', ...internalOnly, businessImpact: 'low', subprocessor: false });
    const offboarded = await addedVendor(team, { name: 'Cobalt Mail' });
    await team.vendors.update(team.manager, offboarded.id, { status: 'offboarded' });
    const names = async (query: string) =>
      (await team.vendors.list(team.manager, query)).json().data.vendors.map((vendor: { name: string }) => vendor.name);

    expect(await names('')).toEqual(['alder payroll', 'Beacon 100% Desk', 'Cobalt Mail', 'Zephyr Analytics']);
    const firstPage = (await team.vendors.list(team.manager, '?limit=3')).json().data;
    expect(firstPage.pagination).toEqual({ page: 1, limit: 3, total: 4, pages: 2 });
    expect(await names('?limit=3&page=2')).toEqual(['Zephyr Analytics']);
    expect(await names('?tier=1')).toEqual(['alder payroll', 'Cobalt Mail']);
    expect(await names('?tier=3')).toEqual(['Beacon 100% Desk']);
    expect(await names('?status=offboarded')).toEqual(['Cobalt Mail']);
    expect(await names('?subprocessor=true&status=active')).toEqual(['Zephyr Analytics']);
    expect(await names('?search=PAY')).toEqual(['alder payroll']);
    expect(await names('?search=100%25')).toEqual(['Beacon 100% Desk']);
    expect(await names('?search=%25')).toEqual(['Beacon 100% Desk']);
    expect(await names('?tier=all&search=')).toHaveLength(4);
  });
});
