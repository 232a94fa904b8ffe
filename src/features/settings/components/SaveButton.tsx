import { useState } from 'react';
import Button from '@mui/material/Button';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { useAppDispatch, useAppSelector, useAppStore } from '@/app/hooks';
import { Sealed } from '@/features/auth/Sealed';
import { settingsText } from '@/features/settings/constants';
import { saveSettings, selectSaveNeedsPassword } from '@/features/settings/saveSettings';
import { selectSaveStatus } from '@/features/settings/settingsSlice';
import { EmailPasswordDialog } from '@/features/settings/components/EmailPasswordDialog';

export const SaveButton = () => {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const status = useAppSelector(selectSaveStatus);
  const [askingPassword, setAskingPassword] = useState(false);

  const save = () => {
    if (selectSaveNeedsPassword(store.getState())) setAskingPassword(true);
    else void dispatch(saveSettings(undefined));
  };

  const saveWithPassword = (currentPassword: string) => {
    setAskingPassword(false);
    void dispatch(saveSettings(new Sealed({ currentPassword })));
  };

  return (
    <>
      <Button
        variant="contained"
        color={status === 'saved' ? 'success' : status === 'error' ? 'error' : 'primary'}
        startIcon={status === 'saved' ? <CheckCircleOutline /> : <SaveOutlined />}
        disabled={status === 'saving'}
        onClick={save}
      >
        {settingsText.save[status]}
      </Button>
      <EmailPasswordDialog
        open={askingPassword}
        onCancel={() => setAskingPassword(false)}
        onConfirm={saveWithPassword}
      />
    </>
  );
};
