import { act } from '@testing-library/react';
import { makeStore } from '@/app/store';
import { exportComplianceReport, selectExporting } from '@/features/compliance/complianceSlice';
import { complianceText, EXPORT_REPORT_DELAY_MS } from '@/features/compliance/constants';
import { selectToasts } from '@/features/toasts/toastsSlice';

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('compliance report export (simulated)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is exporting from compliance/export/pending to compliance/export/fulfilled, and ignores a second click', async () => {
    const store = makeStore();
    const first = store.dispatch(exportComplianceReport('HIPAA'));
    expect(selectExporting(store.getState())).toBe(true);
    expect(selectToasts(store.getState())).toMatchObject([
      { kind: 'info', message: complianceText.exportStarted('HIPAA') },
    ]);

    const second = await store.dispatch(exportComplianceReport('HIPAA'));
    expect(second.meta).toMatchObject({ requestStatus: 'rejected', condition: true });

    await advance(EXPORT_REPORT_DELAY_MS - 1);
    expect(selectExporting(store.getState())).toBe(true);
    await advance(1);
    expect((await first).type).toBe('compliance/export/fulfilled');
    expect(selectExporting(store.getState())).toBe(false);
    expect(selectToasts(store.getState()).map((toast) => toast.message)).toEqual([
      complianceText.exportStarted('HIPAA'),
      complianceText.exported('HIPAA'),
    ]);
  });
});
