import { useRef, useState, type ChangeEvent } from 'react';
import Button from '@mui/material/Button';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import RestartAlt from '@mui/icons-material/RestartAlt';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { getApiErrorMessage } from '@/api/apiError';
import { useAppDispatch } from '@/app/hooks';
import type { AppliedSettings } from '@/contracts/settings';
import { useToast } from '@/features/toasts/useToast';
import { settingsText } from '@/features/settings/constants';
import { readFileText } from '@/features/settings/readFileText';
import {
  useExportSettingsMutation,
  useImportSettingsMutation,
  useResetSettingsMutation,
} from '@/features/settings/settingsApi';
import { settingsLoaded } from '@/features/settings/settingsSlice';
import { ResetSettingsDialog } from '@/features/settings/components/ResetSettingsDialog';
import { downloadBlob } from '@/lib/downloadBlob';

const parseJson = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
};

/** Export (the server's values), import (.json, applied by the server whole or not at all) and reset, SPEC §2 and §5. */
export const SettingsDataActions = () => {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const [exportSettings, { isLoading: exporting }] = useExportSettingsMutation();
  const [importSettings, { isLoading: importing }] = useImportSettingsMutation();
  const [resetSettings, { isLoading: resetting }] = useResetSettingsMutation();
  const text = settingsText.data;

  const showApplied = (applied: AppliedSettings, message: string) => {
    dispatch(settingsLoaded({ user: applied.user, settings: applied.settings }));
    toast.success(message);
  };

  const downloadSettings = async () => {
    try {
      const file = await exportSettings().unwrap();
      downloadBlob(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }), text.fileName);
      toast.success(text.exported);
    } catch {
      toast.error(text.exportFailed);
    }
  };

  const uploadSettings = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const parsed = parseJson(await readFileText(file));
    // Cleared so choosing the same file again still fires a change.
    input.value = '';
    if (!parsed.ok) {
      toast.error(text.invalidJson);
      return;
    }
    try {
      showApplied(await importSettings(parsed.value).unwrap(), text.imported);
    } catch (error) {
      toast.error(text.importFailed(getApiErrorMessage(error)));
    }
  };

  const confirmReset = async () => {
    setConfirmingReset(false);
    try {
      showApplied(await resetSettings().unwrap(), settingsText.resetDialog.done);
    } catch (error) {
      toast.error(`${settingsText.resetDialog.failed}: ${getApiErrorMessage(error)}`);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadOutlined />}
        disabled={exporting}
        onClick={() => void downloadSettings()}
      >
        {text.export}
      </Button>
      <Button
        variant="outlined"
        startIcon={<UploadFileOutlined />}
        disabled={importing}
        onClick={() => fileInput.current?.click()}
      >
        {text.import}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        hidden
        aria-label={text.import}
        data-testid="settings-import-input"
        onChange={(event) => void uploadSettings(event)}
      />
      <Button
        variant="outlined"
        color="error"
        startIcon={<RestartAlt />}
        disabled={resetting}
        onClick={() => setConfirmingReset(true)}
      >
        {text.reset}
      </Button>
      <ResetSettingsDialog
        open={confirmingReset}
        onCancel={() => setConfirmingReset(false)}
        onConfirm={() => void confirmReset()}
      />
    </>
  );
};
