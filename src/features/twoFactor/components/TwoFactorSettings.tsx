import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@/lib/dates';
import { DisableTwoFactorDialog } from '@/features/twoFactor/components/DisableTwoFactorDialog';
import { OrganizationTwoFactorSwitch } from '@/features/twoFactor/components/OrganizationTwoFactorSwitch';
import { RegenerateCodesDialog } from '@/features/twoFactor/components/RegenerateCodesDialog';
import { Sealed } from '@/features/auth/Sealed';
import { SecretReply } from '@/features/twoFactor/SecretReply';
import {
  useConfirmTwoFactorSetupMutation,
  useStartTwoFactorSetupMutation,
  useTwoFactorStatusQuery,
} from '@/features/twoFactor/twoFactorApi';
import { twoFactorSettingsText } from '@/features/twoFactor/constants';
import { TwoFactorEnrolment } from '@/features/twoFactor/components/TwoFactorEnrolment';
import { usePermission } from '@/features/auth/usePermission';
import { useToast } from '@/features/toasts/useToast';
import type { TwoFactorSetup, TwoFactorStatus } from '@/contracts/twoFactor';

type Dialog = 'disable' | 'regenerate' | null;

const EnabledStatus = ({ status }: { status: TwoFactorStatus }) => {
  const text = twoFactorSettingsText;
  const [dialog, setDialog] = useState<Dialog>(null);
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">
        {status.enabledAt && text.onSince(formatDateTime(status.enabledAt))} {text.codesLeft(status.recoveryCodesLeft)}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => setDialog('regenerate')}>
          {text.regenerate}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setDialog('disable')}>
          {text.disable}
        </Button>
      </Stack>
      <RegenerateCodesDialog open={dialog === 'regenerate'} onClose={() => setDialog(null)} />
      <DisableTwoFactorDialog open={dialog === 'disable'} onClose={() => setDialog(null)} />
    </Stack>
  );
};

/**
 * Settings > Security: the member's own two-factor (status, enable, new recovery codes, turn off) and, for Admins,
 * the organisation's requirement.
 */
export const TwoFactorSettings = () => {
  const text = twoFactorSettingsText;
  const toast = useToast();
  const status = useTwoFactorStatusQuery();
  const manageOrganization = usePermission('organization:manage');
  const [startSetup] = useStartTwoFactorSetupMutation();
  const [confirmSetup] = useConfirmTwoFactorSetupMutation();
  // Kept on while the recovery codes show: the refreshed status must not replace them before they are saved.
  const [enrolling, setEnrolling] = useState(false);

  const start = async (currentPassword: string) => {
    const reply = new SecretReply<TwoFactorSetup>();
    await startSetup({ body: new Sealed({ currentPassword }), reply }).unwrap();
    setEnrolling(true);
    return reply.open();
  };

  const confirm = async (code: string) => {
    const reply = new SecretReply<string[]>();
    await confirmSetup({ body: new Sealed({ code }), reply }).unwrap();
    toast.success(text.enabled);
    return reply.open();
  };

  if (status.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void status.refetch()}>
            {text.retry}
          </Button>
        }
      >
        {text.loadFailed}
      </Alert>
    );
  }
  if (!status.data) return <Typography variant="body2">{text.loading}</Typography>;

  const { enabled, organizationRequired } = status.data;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip
          size="small"
          label={enabled ? text.statusOn : text.statusOff}
          color={enabled ? 'success' : 'default'}
          variant={enabled ? 'filled' : 'outlined'}
        />
        {!enabled && <Typography variant="body2">{text.off}</Typography>}
      </Stack>
      {organizationRequired && !enabled && <Alert severity="info">{text.requiredByOrganization}</Alert>}
      {enabled && !enrolling ? (
        <EnabledStatus status={status.data} />
      ) : (
        <TwoFactorEnrolment
          start={start}
          askPassword
          confirm={confirm}
          beginLabel={text.enable}
          onDone={() => setEnrolling(false)}
        />
      )}
      {manageOrganization.allowed && (
        <>
          <Divider />
          <OrganizationTwoFactorSwitch required={organizationRequired} />
        </>
      )}
    </Stack>
  );
};
