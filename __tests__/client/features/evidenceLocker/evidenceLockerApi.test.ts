import { makeStore } from '@/app/store';
import { evidenceLockerApi } from '@/features/evidenceLocker/evidenceLockerApi';
import { sampleEvidence } from '@/features/evidenceLocker/sampleEvidence';

describe('getEvidence (SPEC §3)', () => {
  it('answers the sample evidence: every category, status and confidentiality level', async () => {
    const { data } = await makeStore().dispatch(evidenceLockerApi.endpoints.getEvidence.initiate());
    expect(data).toEqual(sampleEvidence);
    expect(new Set(data?.map((evidence) => evidence.status))).toEqual(new Set(['approved', 'pending', 'rejected']));
    expect(new Set(data?.map((evidence) => evidence.confidentiality))).toEqual(
      new Set(['public', 'internal', 'confidential', 'restricted']),
    );
  });
});
