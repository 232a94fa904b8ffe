import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useMeQuery } from '@/features/auth/authApi';
import { settingsText, TIMEZONES } from '@/features/settings/constants';
import { profileEdited, selectProfile } from '@/features/settings/settingsSlice';
import type { ProfileSettings } from '@/features/settings/types';
import { SelectField } from '@/features/settings/components/SelectField';
import { SettingsSection } from '@/features/settings/components/SettingsSection';

type TextKey = Exclude<keyof ProfileSettings, 'timezone'>;
type TextFieldSpec = { key: TextKey; type: string; autoComplete: string; readOnlyHint?: string };
const textFields: TextFieldSpec[] = [
  { key: 'name', type: 'text', autoComplete: 'name' },
  { key: 'email', type: 'email', autoComplete: 'email' },
  { key: 'role', type: 'text', autoComplete: 'organization-title' },
  // The organisation's name: it is changed under Organization, by an Admin.
  { key: 'company', type: 'text', autoComplete: 'organization', readOnlyHint: settingsText.profile.companyHint },
  { key: 'phone', type: 'tel', autoComplete: 'tel' },
];

export const ProfileTab = () => {
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectProfile);
  const text = settingsText.profile;
  const pendingEmail = useMeQuery().data?.pendingEmail ?? null;
  const hintFor = (key: TextKey, readOnlyHint?: string) =>
    key === 'email' && pendingEmail ? text.verificationSent(pendingEmail) : readOnlyHint;
  return (
    <SettingsSection title={text.heading}>
      <Grid container spacing={2}>
        {textFields.map(({ key, type, autoComplete, readOnlyHint }) => (
          <Grid key={key} size={{ xs: 12, md: 6 }}>
            <TextField
              fullWidth
              label={text[key]}
              type={type}
              autoComplete={autoComplete}
              value={profile[key]}
              // Read-only rather than disabled: the value and its reason stay legible (disabled text fails contrast).
              slotProps={{ input: { readOnly: readOnlyHint !== undefined } }}
              helperText={hintFor(key, readOnlyHint)}
              onChange={(event) => dispatch(profileEdited({ [key]: event.target.value }))}
            />
          </Grid>
        ))}
        <Grid size={{ xs: 12, md: 6 }}>
          <SelectField
            label={text.timezone}
            value={profile.timezone}
            options={TIMEZONES}
            onChange={(timezone) => dispatch(profileEdited({ timezone }))}
          />
        </Grid>
      </Grid>
    </SettingsSection>
  );
};
