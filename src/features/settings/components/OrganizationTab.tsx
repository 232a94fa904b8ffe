import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { INDUSTRIES, settingsText } from '@/features/settings/constants';
import { organizationEdited, selectOrganization } from '@/features/settings/settingsSlice';
import { SelectField } from '@/features/settings/components/SelectField';
import { SettingsSection } from '@/features/settings/components/SettingsSection';

export const OrganizationTab = () => {
  const dispatch = useAppDispatch();
  const organization = useAppSelector(selectOrganization);
  const text = settingsText.organization;
  return (
    <SettingsSection title={text.heading}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            fullWidth
            label={text.name}
            autoComplete="organization"
            value={organization.name}
            onChange={(event) => dispatch(organizationEdited({ name: event.target.value }))}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SelectField
            label={text.industry}
            value={organization.industry}
            options={INDUSTRIES}
            onChange={(industry) => dispatch(organizationEdited({ industry }))}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            fullWidth
            type="url"
            label={text.website}
            autoComplete="url"
            value={organization.website}
            onChange={(event) => dispatch(organizationEdited({ website: event.target.value }))}
          />
        </Grid>
      </Grid>
    </SettingsSection>
  );
};
