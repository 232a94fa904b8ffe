import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { usePermission } from '@/features/auth/usePermission';
import { AUDIT_FREQUENCIES, FRAMEWORKS, RISK_TOLERANCES, settingsText } from '@/features/settings/constants';
import { complianceEdited, selectComplianceSettings } from '@/features/settings/settingsSlice';
import { ReadOnlyNotice } from '@/features/settings/components/ReadOnlyNotice';
import { SelectField } from '@/features/settings/components/SelectField';
import { SettingsSection } from '@/features/settings/components/SettingsSection';

export const ComplianceTab = () => {
  const dispatch = useAppDispatch();
  const compliance = useAppSelector(selectComplianceSettings);
  const { allowed, reason } = usePermission('organization:manage');
  const text = settingsText.compliance;
  return (
    <SettingsSection title={text.heading}>
      <ReadOnlyNotice reason={reason} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <SelectField
            label={text.primaryFramework}
            value={compliance.primaryFramework}
            options={FRAMEWORKS}
            helperText={text.primaryFrameworkHint}
            disabled={!allowed}
            onChange={(primaryFramework) => dispatch(complianceEdited({ primaryFramework }))}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SelectField
            label={text.riskTolerance}
            value={compliance.riskTolerance}
            options={RISK_TOLERANCES}
            optionLabel={(option) => text.riskLabels[option]}
            disabled={!allowed}
            onChange={(riskTolerance) => dispatch(complianceEdited({ riskTolerance }))}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SelectField
            label={text.auditFrequency}
            value={compliance.auditFrequency}
            options={AUDIT_FREQUENCIES}
            optionLabel={(option) => text.frequencyLabels[option]}
            disabled={!allowed}
            onChange={(auditFrequency) => dispatch(complianceEdited({ auditFrequency }))}
          />
        </Grid>
        <Grid size={12}>
          <FormControlLabel
            control={
              <Switch
                checked={compliance.autoRemediation}
                disabled={!allowed}
                onChange={(event) => dispatch(complianceEdited({ autoRemediation: event.target.checked }))}
              />
            }
            label={text.autoRemediation}
          />
          <Typography variant="body2" color="text.secondary" sx={{ ml: 6.5, mt: -0.5 }}>
            {text.autoRemediationHint}
          </Typography>
        </Grid>
        <Grid size={12}>
          <FormControlLabel
            control={
              <Switch
                checked={compliance.allowSelfReview}
                disabled={!allowed}
                onChange={(event) => dispatch(complianceEdited({ allowSelfReview: event.target.checked }))}
              />
            }
            label={text.allowSelfReview}
          />
          <Typography variant="body2" color="text.secondary" sx={{ ml: 6.5, mt: -0.5 }}>
            {text.allowSelfReviewHint}
          </Typography>
        </Grid>
      </Grid>
    </SettingsSection>
  );
};
