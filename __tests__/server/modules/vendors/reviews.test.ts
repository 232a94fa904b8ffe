import { vendorAuditActions } from '../../../../server/src/modules/vendors';
import { uploaded } from '../../helpers/evidence';
import { expectFailure } from '../../helpers/requests';
import { auditRowsFor } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';
import { addedVendor, allYes, reviewedSignal, vendorTeam } from './vendorTeam';

const t = setupTestApp({ seed: false });

const dayMs = 24 * 60 * 60 * 1000;
const dayAfter = (days: number) => new Date(t.clock.now().getTime() + days * dayMs).toISOString().slice(0, 10);

describe('vendor reviews and the vendor review check', () => {
  it('records a review, dates the next one by tier, and keeps the check ratio up to date on every write', async () => {
    const team = await vendorTeam(t);
    const { vendors, manager } = team;
    const signal = async () => (await reviewedSignal(t, manager.organizationId))?.value;
    const hosting = await addedVendor(team, { dataCategories: ['customer'] });
    const chat = await addedVendor(team, {
      name: 'Relay Chat',
      dataShared: 'internal',
      dataCategories: [],
      productionAccess: false,
      businessImpact: 'medium',
    });
    await addedVendor(team, {
      name: 'Office Plants Co',
      dataShared: 'none',
      dataCategories: [],
      productionAccess: false,
      businessImpact: 'low',
    });
    expect(await reviewedSignal(t, manager.organizationId)).toEqual({
      value: { compliant: 0, total: 2 },
      integration: 'vendors',
    });

    const reviewed = await vendors.review(manager, hosting.id, {
      answers: { ...allYes, continuity: 'notApplicable' },
      findings: 'Breach notice within 72 hours, as we asked.',
      decision: 'approved',
    });
    expect(reviewed.statusCode).toBe(201);
    expect(reviewed.json().data).toMatchObject({
      tier: 1,
      reviewCurrent: true,
      nextReviewOn: dayAfter(365),
      reviews: [
        {
          reviewer: manager.name,
          decision: 'approved',
          findings: 'Breach notice within 72 hours, as we asked.',
          answers: { continuity: 'notApplicable', encryption: 'yes' },
        },
      ],
    });
    expect(await signal()).toEqual({ compliant: 1, total: 2 });

    const chatReview = await vendors.review(manager, chat.id, { answers: allYes, decision: 'approvedWithConditions' });
    expect(chatReview.json().data).toMatchObject({ tier: 2, nextReviewOn: dayAfter(730), reviewCurrent: true });
    expect(await signal()).toEqual({ compliant: 2, total: 2 });

    await vendors.update(manager, hosting.id, { dataCategories: ['customer', 'health'] });
    expect(await signal()).toEqual({ compliant: 1, total: 2 });
    const baa = await uploaded(t.app, manager.token);
    await vendors.link(manager, hosting.id, { kind: 'baa', evidenceId: baa.id, expiresOn: dayAfter(90) });
    expect(await signal()).toEqual({ compliant: 2, total: 2 });

    t.clock.advance(60_000);
    const rejected = await vendors.review(manager, chat.id, { answers: allYes, findings: null, decision: 'rejected' });
    expect(rejected.json().data.reviewCurrent).toBe(false);
    expect(await signal()).toEqual({ compliant: 1, total: 2 });
    await vendors.update(manager, chat.id, { status: 'offboarded' });
    expect(await signal()).toEqual({ compliant: 1, total: 1 });
    expect((await auditRowsFor(t.db, vendorAuditActions.reviewed)).map((row) => row.severity)).toEqual([
      'success',
      'success',
      'warning',
    ]);

    expectFailure(
      await vendors.review(manager, chat.id, { answers: allYes, decision: 'approved' }),
      409,
      'An offboarded vendor is not reviewed: set it active again first',
    );
  });

  it('asks a tier-3 vendor for its onboarding review only', async () => {
    const team = await vendorTeam(t);
    const plants = await addedVendor(team, {
      name: 'Office Plants Co',
      dataShared: 'internal',
      dataCategories: [],
      productionAccess: false,
      businessImpact: 'low',
    });
    expect(plants).toMatchObject({ tier: 3, nextReviewOn: dayAfter(0), reviewCurrent: false });
    const reviewed = await team.vendors.review(team.manager, plants.id, { answers: allYes, decision: 'approved' });
    expect(reviewed.json().data).toMatchObject({ nextReviewOn: null, reviewCurrent: true });
  });
});
