import { evidenceUploadFields } from '@/contracts/evidence';
import { evidenceQueryParams } from '@/features/evidence/evidenceQueryParams';
import type { EvidenceDraft } from '@/features/evidence/types';
import { uploadFields } from '@/features/evidence/uploadFields';

const draft: EvidenceDraft = {
  name: '  Vendor review ',
  category: 'Risk Assessments',
  confidentiality: 'confidential',
  description: '',
  tags: 'Vendors, , SOC 2',
  controls: [{ framework: 'ISO27001', controlId: 'A.5.1' }],
  validUntil: '2027-03-31',
};

describe('uploadFields', () => {
  it('writes the fields the contract reads, arrays as JSON, empty ones left out', () => {
    const fields = uploadFields(draft, 'vendor.pdf', false);
    expect(fields).toEqual({
      name: 'Vendor review',
      category: 'Risk Assessments',
      confidentiality: 'confidential',
      tags: '["Vendors","SOC 2"]',
      controls: '[{"framework":"ISO27001","controlId":"A.5.1"}]',
      validUntil: '2027-03-31',
    });
    expect(evidenceUploadFields.safeParse(fields).success).toBe(true);
  });

  it('names a file after itself when no name is typed or several files go up', () => {
    expect(uploadFields({ ...draft, name: '' }, 'access-review.2026.csv', false).name).toBe('access-review.2026');
    expect(uploadFields(draft, 'training.txt', true).name).toBe('training');
  });
});

describe('evidenceQueryParams', () => {
  it('sends only the filters that are set, the linked control as framework and control', () => {
    expect(
      evidenceQueryParams({
        category: 'all',
        status: 'pending',
        confidentiality: 'all',
        search: ' mfa ',
        control: { framework: 'SOC2', controlId: 'CC6.1' },
      }),
    ).toEqual({ status: 'pending', search: 'mfa', framework: 'SOC2', control: 'CC6.1' });
  });
});
