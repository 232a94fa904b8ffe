import { useRef, useState, type ChangeEvent } from 'react';
import Button from '@mui/material/Button';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import RestartAlt from '@mui/icons-material/RestartAlt';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useAppDispatch, useAppStore } from '@/app/hooks';
import { useAuth } from '@/features/auth/useAuth';
import { useToast } from '@/features/toasts/useToast';
import { settingsText } from '@/features/settings/constants';
import { readFileText } from '@/features/settings/readFileText';
import { parseSettingsFile, serializeSettings } from '@/features/settings/settingsFile';
import { profileSeedOf } from '@/features/settings/defaults';
import { selectPortableSettings, settingsImported, settingsReset } from '@/features/settings/settingsSlice';
import { ResetSettingsDialog } from '@/features/settings/components/ResetSettingsDialog';
import { downloadBlob } from '@/lib/downloadBlob';

/** Export, import (.json, validated whole) and reset all, per SPEC §2 and §5. */
export const SettingsDataActions = () => {
  const dispatch = useAppDispatch();
  const { user } = useAuth();
  const store = useAppStore();
  const toast = useToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const text = settingsText.data;

  const exportSettings = () => {
    const contents = serializeSettings(selectPortableSettings(store.getState()));
    downloadBlob(new Blob([contents], { type: 'application/json' }), text.fileName);
    toast.success(text.exported);
  };

  const importSettings = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const parsed = parseSettingsFile(await readFileText(file));
    // Cleared so choosing the same file again still fires a change.
    input.value = '';
    if (!parsed.ok) {
      toast.error(parsed.error);
      return;
    }
    dispatch(settingsImported(parsed.settings));
    toast.success(text.imported);
  };

  const confirmReset = () => {
    dispatch(settingsReset(profileSeedOf(user)));
    setConfirmingReset(false);
    toast.success(settingsText.resetDialog.done);
  };

  return (
    <>
      <Button variant="outlined" startIcon={<DownloadOutlined />} onClick={exportSettings}>
        {text.export}
      </Button>
      <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => fileInput.current?.click()}>
        {text.import}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        hidden
        aria-label={text.import}
        data-testid="settings-import-input"
        onChange={(event) => void importSettings(event)}
      />
      <Button variant="outlined" color="error" startIcon={<RestartAlt />} onClick={() => setConfirmingReset(true)}>
        {text.reset}
      </Button>
      <ResetSettingsDialog open={confirmingReset} onCancel={() => setConfirmingReset(false)} onConfirm={confirmReset} />
    </>
  );
};
