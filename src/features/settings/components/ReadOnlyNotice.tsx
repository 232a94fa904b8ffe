import Alert from '@mui/material/Alert';
import { settingsText } from '@/features/settings/constants';

/** Why the organisation's settings show but cannot be changed: the role lacks organization:manage. */
export const ReadOnlyNotice = ({ reason }: { reason: string | null }) =>
  reason === null ? null : (
    <Alert severity="info" sx={{ mb: 2 }}>
      {settingsText.readOnly} {reason}.
    </Alert>
  );
