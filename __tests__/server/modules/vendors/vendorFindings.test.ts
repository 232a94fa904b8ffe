import { vendorFindings } from '../../../../server/src/modules/vendors/vendorFindings';

const today = '2026-06-15';
const healthVendor = { status: 'active' as const, dataCategories: ['health' as const] };

describe('vendor findings', () => {
  it('finds a missing BAA for health data on HIPAA 164.308(b), and a missing DPA for personal data on GDPR Art. 28', () => {
    const findings = vendorFindings({ status: 'active', dataCategories: ['health', 'personal'], documents: [] }, today);
    expect(findings.map(({ kind, documentKind, requirement }) => ({ kind, documentKind, requirement }))).toEqual([
      { kind: 'missingDocument', documentKind: 'baa', requirement: 'HIPAA 164.308(b)' },
      { kind: 'missingDocument', documentKind: 'dpa', requirement: 'GDPR Art. 28' },
    ]);
  });

  it('counts a document as good through its expiry day, and an expired one as a finding until a newer one is linked', () => {
    const on = (expiresOn: string) => ({ kind: 'baa', expiresOn }) as const;
    expect(vendorFindings({ ...healthVendor, documents: [on(today)] }, today)).toEqual([]);
    const expired = vendorFindings({ ...healthVendor, documents: [on('2026-06-14')] }, today);
    expect(expired).toEqual([expect.objectContaining({ kind: 'expiredDocument', requirement: 'HIPAA 164.308(b)' })]);
    expect(expired[0]?.message).toContain('expired on 2026-06-14');
    expect(vendorFindings({ ...healthVendor, documents: [on('2026-06-14'), on('2027-06-14')] }, today)).toEqual([]);
  });

  it('reports an expired document no data requires without a requirement, and nothing for an offboarded vendor', () => {
    const documents = [{ kind: 'soc2', expiresOn: '2026-01-31' }] as const;
    expect(vendorFindings({ status: 'active', dataCategories: [], documents: [...documents] }, today)).toEqual([
      expect.objectContaining({ kind: 'expiredDocument', documentKind: 'soc2', requirement: null }),
    ]);
    expect(
      vendorFindings({ status: 'offboarded', dataCategories: ['health'], documents: [...documents] }, today),
    ).toEqual([]);
  });
});
