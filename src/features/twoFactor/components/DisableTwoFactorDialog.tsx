import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import type { Sealed } from '@/features/auth/Sealed';
import { PasswordCodeForm } from '@/features/twoFactor/components/PasswordCodeForm';
import { twoFactorSettingsText } from '@/features/twoFactor/constants';
import { useDisableTwoFactorMutation } from '@/features/twoFactor/twoFactorApi';
import { useToast } from '@/features/toasts/useToast';
import type { TwoFactorPasswordCodeBody } from '@/contracts/twoFactor';

type DisableTwoFactorDialogProps = { open: boolean; onClose: () => void };

/** Turning two-factor off takes the current password and a code. */
export const DisableTwoFactorDialog = ({ open, onClose }: DisableTwoFactorDialogProps) => {
  const text = twoFactorSettingsText;
  const toast = useToast();
  const [disable, { isLoading }] = useDisableTwoFactorMutation();

  const submit = async (body: Sealed<TwoFactorPasswordCodeBody>) => {
    await disable(body).unwrap();
    toast.success(text.disabled);
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="disable-two-factor-title" fullWidth maxWidth="xs">
      <DialogTitle id="disable-two-factor-title">{text.disableTitle}</DialogTitle>
      <PasswordCodeForm
        intro={text.disableIntro}
        submitLabel={text.disableConfirm}
        busyLabel={text.disabling}
        busy={isLoading}
        destructive
        onSubmit={submit}
        onClose={onClose}
      />
    </Dialog>
  );
};
