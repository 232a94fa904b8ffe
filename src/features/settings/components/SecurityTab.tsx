import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useToast } from '@/features/toasts/useToast';
import { settingsText } from '@/features/settings/constants';
import { passwordEdited, selectPasswordDraft, selectPasswordError } from '@/features/settings/settingsSlice';
import { changePassword } from '@/features/settings/thunks';
import type { PasswordDraft } from '@/features/settings/types';
import { SettingsSection } from '@/features/settings/components/SettingsSection';

const passwordFields: { key: keyof PasswordDraft; autoComplete: string }[] = [
  { key: 'currentPassword', autoComplete: 'current-password' },
  { key: 'newPassword', autoComplete: 'new-password' },
  { key: 'confirmPassword', autoComplete: 'new-password' },
];

export const SecurityTab = () => {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const draft = useAppSelector(selectPasswordDraft);
  const error = useAppSelector(selectPasswordError);
  const text = settingsText.security;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void dispatch(changePassword());
  };

  return (
    <>
      <SettingsSection title={text.heading}>
        <Box component="form" noValidate onSubmit={handleSubmit} aria-label={text.heading} sx={{ maxWidth: 480 }}>
          <Stack spacing={2}>
            {error && <Alert severity="error">{error}</Alert>}
            {passwordFields.map(({ key, autoComplete }) => (
              <TextField
                key={key}
                fullWidth
                type="password"
                label={text[key]}
                autoComplete={autoComplete}
                value={draft[key]}
                error={Boolean(error) && key !== 'currentPassword'}
                onChange={(event) => dispatch(passwordEdited({ [key]: event.target.value }))}
              />
            ))}
            <Box>
              <Button type="submit" variant="contained">
                {text.submit}
              </Button>
            </Box>
          </Stack>
        </Box>
      </SettingsSection>
      <SettingsSection title={text.twoFactorHeading} description={text.twoFactorBody}>
        <Button variant="outlined" onClick={() => toast.info(text.twoFactorSoon)}>
          {text.twoFactorAction}
        </Button>
      </SettingsSection>
    </>
  );
};
