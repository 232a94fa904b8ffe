import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Sealed } from '@/features/auth/Sealed';
import { PasswordCodeForm } from '@/features/twoFactor/components/PasswordCodeForm';
import { RecoveryCodesPanel } from '@/features/twoFactor/components/RecoveryCodesPanel';
import { twoFactorSettingsText } from '@/features/twoFactor/constants';
import { SecretReply } from '@/features/twoFactor/SecretReply';
import { useRegenerateRecoveryCodesMutation } from '@/features/twoFactor/twoFactorApi';
import type { TwoFactorPasswordCodeBody } from '@/contracts/twoFactor';

type RegenerateCodesDialogProps = { open: boolean; onClose: () => void };

/** The current password and a code buy a new set of recovery codes, shown here once; the old set stops working. */
export const RegenerateCodesDialog = ({ open, onClose }: RegenerateCodesDialogProps) => {
  const text = twoFactorSettingsText;
  const [regenerate, { isLoading }] = useRegenerateRecoveryCodesMutation();
  const [codes, setCodes] = useState<string[] | null>(null);

  const close = () => {
    setCodes(null);
    onClose();
  };

  const submit = async (body: Sealed<TwoFactorPasswordCodeBody>) => {
    const reply = new SecretReply<string[]>();
    await regenerate({ body, reply }).unwrap();
    setCodes(reply.open());
  };

  return (
    <Dialog open={open} onClose={codes ? undefined : close} aria-labelledby="regenerate-codes-title" fullWidth>
      <DialogTitle id="regenerate-codes-title">{text.regenerateTitle}</DialogTitle>
      {codes ? (
        <DialogContent>
          <RecoveryCodesPanel codes={codes} onDone={close} />
        </DialogContent>
      ) : (
        <PasswordCodeForm
          intro={text.regenerateIntro}
          submitLabel={text.regenerateConfirm}
          busyLabel={text.regenerating}
          busy={isLoading}
          onSubmit={submit}
          onClose={close}
        />
      )}
    </Dialog>
  );
};
