import { useAppSelector } from '@/app/hooks';
import { useExportAuditLogsMutation } from '@/features/activityLogs/activityLogsApi';
import { selectAuditLogQuery } from '@/features/activityLogs/activityLogsSlice';
import { activityLogsText, CSV_MIME_TYPE } from '@/features/activityLogs/constants';
import { useToast } from '@/features/toasts/useToast';
import { downloadBlob } from '@/lib/downloadBlob';

/** Exports the trail under the current filters through the server and saves the CSV it sends. */
export const useActivityLogExport = () => {
  const toast = useToast();
  const query = useAppSelector(selectAuditLogQuery);
  const [exportAuditLogs, { isLoading }] = useExportAuditLogsMutation();

  const exportLogs = async () => {
    const request = exportAuditLogs(query);
    try {
      const { csv, fileName } = await request.unwrap();
      downloadBlob(new Blob([csv], { type: CSV_MIME_TYPE }), fileName);
      toast.success(activityLogsText.exported);
    } catch {
      toast.error(activityLogsText.exportFailed);
    } finally {
      // The file is saved; the whole CSV has no reason to stay in the store.
      request.reset();
    }
  };

  return { exportLogs, exporting: isLoading };
};
