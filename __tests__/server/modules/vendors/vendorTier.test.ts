import { vendorTier } from '@/contracts/vendorTier';

describe('the vendor tier rule', () => {
  it.each([
    [{ dataShared: 'none', productionAccess: true, businessImpact: 'low' }, 1],
    [{ dataShared: 'customerOrPersonal', productionAccess: false, businessImpact: 'high' }, 1],
    [{ dataShared: 'customerOrPersonal', productionAccess: false, businessImpact: 'low' }, 2],
    [{ dataShared: 'internal', productionAccess: false, businessImpact: 'high' }, 2],
    [{ dataShared: 'none', productionAccess: false, businessImpact: 'medium' }, 2],
    [{ dataShared: 'internal', productionAccess: false, businessImpact: 'low' }, 3],
    [{ dataShared: 'none', productionAccess: false, businessImpact: 'low' }, 3],
  ] as const)('rates %o as tier %i', (answers, tier) => {
    expect(vendorTier(answers)).toBe(tier);
  });
});
