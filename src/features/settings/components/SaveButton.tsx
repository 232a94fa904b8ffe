import Button from '@mui/material/Button';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { settingsText } from '@/features/settings/constants';
import { saveSettings, selectSaveStatus } from '@/features/settings/settingsSlice';

export const SaveButton = () => {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectSaveStatus);
  return (
    <Button
      variant="contained"
      color={status === 'saved' ? 'success' : status === 'error' ? 'error' : 'primary'}
      startIcon={status === 'saved' ? <CheckCircleOutline /> : <SaveOutlined />}
      disabled={status === 'saving'}
      onClick={() => void dispatch(saveSettings())}
    >
      {settingsText.save[status]}
    </Button>
  );
};
