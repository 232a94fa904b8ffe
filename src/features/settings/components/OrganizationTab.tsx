import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { usePermission } from '@/features/auth/usePermission';
import { INDUSTRIES, settingsText, SIZES } from '@/features/settings/constants';
import { organizationEdited, selectOrganization } from '@/features/settings/settingsSlice';
import { ReadOnlyNotice } from '@/features/settings/components/ReadOnlyNotice';
import { SelectField } from '@/features/settings/components/SelectField';
import { SettingsSection } from '@/features/settings/components/SettingsSection';
import { SlackAlerts } from '@/features/settings/components/SlackAlerts';

const sizeOptions = ['', ...SIZES] as const;

export const OrganizationTab = () => {
  const dispatch = useAppDispatch();
  const organization = useAppSelector(selectOrganization);
  const { allowed, reason } = usePermission('organization:manage');
  const text = settingsText.organization;
  return (
    <>
      <SettingsSection title={text.heading}>
        <ReadOnlyNotice reason={reason} />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              fullWidth
              label={text.name}
              autoComplete="organization"
              value={organization.name}
              disabled={!allowed}
              onChange={(event) => dispatch(organizationEdited({ name: event.target.value }))}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <SelectField
              label={text.industry}
              value={organization.industry}
              options={INDUSTRIES}
              disabled={!allowed}
              onChange={(industry) => dispatch(organizationEdited({ industry }))}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <SelectField
              label={text.size}
              value={organization.size}
              options={sizeOptions}
              optionLabel={(size) => (size === '' ? text.sizeUnset : size)}
              disabled={!allowed}
              onChange={(size) => dispatch(organizationEdited({ size }))}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              fullWidth
              label={text.domain}
              helperText={text.domainHint}
              value={organization.domain}
              disabled={!allowed}
              onChange={(event) => dispatch(organizationEdited({ domain: event.target.value }))}
            />
          </Grid>
        </Grid>
      </SettingsSection>
      <SlackAlerts />
    </>
  );
};
