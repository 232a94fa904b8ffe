import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useRequireOrganizationTwoFactorMutation } from '@/features/twoFactor/twoFactorApi';
import { twoFactorSettingsText } from '@/features/twoFactor/constants';
import { useToast } from '@/features/toasts/useToast';

/** For Admins (organization:manage): whether every member must sign in with a second factor. */
export const OrganizationTwoFactorSwitch = ({ required }: { required: boolean }) => {
  const text = twoFactorSettingsText;
  const toast = useToast();
  const [requireTwoFactor, { isLoading }] = useRequireOrganizationTwoFactorMutation();

  const change = async (next: boolean) => {
    try {
      await requireTwoFactor({ required: next }).unwrap();
      toast.success(next ? text.organizationOn : text.organizationOff);
    } catch {
      toast.error(text.organizationFailed);
    }
  };

  return (
    <Stack spacing={0.5} component="section" aria-label={text.organizationHeading}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {text.organizationHeading}
      </Typography>
      <FormControlLabel
        control={
          <Switch checked={required} disabled={isLoading} onChange={(event) => void change(event.target.checked)} />
        }
        label={text.organizationSwitch}
      />
      <Typography variant="body2" color="text.secondary">
        {text.organizationHint}
      </Typography>
    </Stack>
  );
};
