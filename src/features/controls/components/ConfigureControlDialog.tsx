import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { FrameworkId } from '@/contracts/enums';
import { ConfigureControlForm } from '@/features/controls/components/ConfigureControlForm';
import { configureText as text, controlsText } from '@/features/controls/constants';
import { useGetControlDetailsQuery } from '@/features/controls/controlsApi';

type ConfigureControlDialogProps = {
  framework: FrameworkId;
  /** The control to configure; undefined closes the dialog. */
  controlId: string | undefined;
  onClose: () => void;
};

/** A control's owners, implementation and applicability, as a member with `controls:manage` sets them. */
export const ConfigureControlDialog = ({ framework, controlId, onClose }: ConfigureControlDialogProps) => {
  // The last control stays on screen while the dialog fades out.
  const [shown, setShown] = useState(controlId);
  if (controlId && controlId !== shown) setShown(controlId);
  const { currentData: data, isError } = useGetControlDetailsQuery(shown ? { framework, controlId: shown } : skipToken);

  return (
    <Dialog
      open={controlId !== undefined}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="configure-control-title"
    >
      <DialogTitle id="configure-control-title">{shown && text.title(shown, data?.name)}</DialogTitle>
      {data ? (
        <ConfigureControlForm key={`${data.controlId}:${data.updatedAt ?? ''}`} control={data} onClose={onClose} />
      ) : (
        <DialogContent>
          {isError ? (
            <Typography color="error">{controlsText.loadFailed}</Typography>
          ) : (
            <LinearProgress aria-label={controlsText.loading} />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
};
