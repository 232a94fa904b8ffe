import Button from '@mui/material/Button';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { getApiErrorMessage } from '@/api/apiError';
import { vendorsText as text } from '@/features/vendors/constants';
import { useExportSubprocessorsMutation } from '@/features/vendors/vendorsApi';
import { useToast } from '@/features/toasts/useToast';

/** Downloads the public sub-processor list as CSV. */
export const ExportSubprocessorsButton = () => {
  const [exportList, exporting] = useExportSubprocessorsMutation();
  const toast = useToast();
  const save = async () => {
    try {
      await exportList().unwrap();
      toast.success(text.exported);
    } catch (failure) {
      toast.error(getApiErrorMessage(failure, text.exportFailed));
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlined />}
      disabled={exporting.isLoading}
      onClick={() => void save()}
    >
      {text.export}
    </Button>
  );
};
