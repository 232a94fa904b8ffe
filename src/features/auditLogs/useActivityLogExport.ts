import { useAppSelector } from '@/app/hooks';
import { useExportAuditLogsMutation } from '@/features/auditLogs/auditLogsApi';
import { selectAuditLogQuery } from '@/features/auditLogs/auditLogsSlice';
import { activityLogsText } from '@/features/auditLogs/constants';
import { useToast } from '@/features/toasts/useToast';

/** Exports the trail under the current filters through the server; the endpoint saves the CSV it sends. */
export const useActivityLogExport = () => {
  const toast = useToast();
  const query = useAppSelector(selectAuditLogQuery);
  const [exportAuditLogs, { isLoading }] = useExportAuditLogsMutation();

  const exportLogs = async () => {
    try {
      await exportAuditLogs(query).unwrap();
      toast.success(activityLogsText.exported);
    } catch {
      toast.error(activityLogsText.exportFailed);
    }
  };

  return { exportLogs, exporting: isLoading };
};
