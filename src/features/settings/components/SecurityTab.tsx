import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { getApiErrorMessage } from '@/api/apiError';
import { useUpdatePasswordMutation } from '@/features/auth/authApi';
import { Sealed } from '@/features/auth/Sealed';
import { TwoFactorSettings } from '@/features/twoFactor/components/TwoFactorSettings';
import { useToast } from '@/features/toasts/useToast';
import { settingsText } from '@/features/settings/constants';
import { emptyPasswordDraft } from '@/features/settings/defaults';
import { passwordProblem } from '@/features/settings/passwordRules';
import type { PasswordDraft } from '@/features/settings/types';
import { ActiveSessions } from '@/features/settings/components/ActiveSessions';
import { SettingsSection } from '@/features/settings/components/SettingsSection';

const passwordFields: { key: keyof PasswordDraft; autoComplete: string }[] = [
  { key: 'currentPassword', autoComplete: 'current-password' },
  { key: 'newPassword', autoComplete: 'new-password' },
  { key: 'confirmPassword', autoComplete: 'new-password' },
];

/** The password form keeps its fields to itself: a password never enters the store, its actions or DevTools. */
export const SecurityTab = () => {
  const toast = useToast();
  const [updatePassword, { isLoading }] = useUpdatePasswordMutation();
  const [draft, setDraft] = useState<PasswordDraft>(emptyPasswordDraft);
  const [error, setError] = useState<string | null>(null);
  const text = settingsText.security;

  const edit = (key: keyof PasswordDraft, value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setError(null);
  };

  // SPEC §5's rules first, beside the fields; then the server's answer (current password, its policy).
  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = passwordProblem(draft);
    setError(problem);
    if (problem) return;
    const { currentPassword, newPassword } = draft;
    try {
      await updatePassword(new Sealed({ currentPassword, newPassword })).unwrap();
      setDraft(emptyPasswordDraft);
      toast.success(text.changed);
    } catch (failure) {
      setError(getApiErrorMessage(failure, text.failed));
    }
  };

  return (
    <>
      <SettingsSection title={text.heading}>
        <Box
          component="form"
          noValidate
          onSubmit={(event: FormEvent<HTMLFormElement>) => void handleSubmit(event)}
          aria-label={text.heading}
          sx={{ maxWidth: 480 }}
        >
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
                onChange={(event) => edit(key, event.target.value)}
              />
            ))}
            <Box>
              <Button type="submit" variant="contained" disabled={isLoading}>
                {isLoading ? text.submitting : text.submit}
              </Button>
            </Box>
          </Stack>
        </Box>
      </SettingsSection>
      <ActiveSessions />
      <SettingsSection title={text.twoFactorHeading} description={text.twoFactorBody}>
        <TwoFactorSettings />
      </SettingsSection>
    </>
  );
};
