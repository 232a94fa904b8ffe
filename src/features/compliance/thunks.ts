import { createAppAsyncThunk } from '@/app/createAppAsyncThunk';
import { frameworkLabels, type FrameworkId } from '@/features/assessments/frameworks';
import { exportFinished, exportRequested, selectExporting } from '@/features/compliance/complianceSlice';
import { complianceText, EXPORT_REPORT_DELAY_MS } from '@/features/compliance/constants';
import { toastShown } from '@/features/toasts/toastsSlice';
import { delay } from '@/lib/delay';

/** SPEC §2: Export Report is simulated, like report generation: a short wait, then success. */
export const exportComplianceReport = createAppAsyncThunk(
  'compliance/export',
  async (framework: FrameworkId, { dispatch }) => {
    const label = frameworkLabels[framework];
    dispatch(exportRequested());
    dispatch(toastShown({ kind: 'info', message: complianceText.exportStarted(label) }));
    await delay(EXPORT_REPORT_DELAY_MS);
    dispatch(exportFinished());
    dispatch(toastShown({ kind: 'success', message: complianceText.exported(label) }));
  },
  { condition: (_, { getState }) => !selectExporting(getState()) },
);
