import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { Integration } from '@/contracts/integrations';
import { Sealed } from '@/features/auth/Sealed';
import { CredentialInput } from '@/features/integrations/components/CredentialInput';
import { QuickSetupGuide } from '@/features/integrations/components/QuickSetupGuide';
import { connectDialogText } from '@/features/integrations/constants';
import { selectIntegration } from '@/features/integrations/integrationSelectors';
import {
  dialogClosed,
  dialogExited,
  selectDialog,
  selectDialogOpen,
  selectIntegrationTask,
} from '@/features/integrations/integrationsSlice';
import { setupInstructions } from '@/features/integrations/setupGuides';
import { connectRequested } from '@/features/integrations/thunks';

export const ConnectIntegrationDialog = () => {
  const dispatch = useAppDispatch();
  const dialog = useAppSelector(selectDialog);
  const open = useAppSelector(selectDialogOpen);
  const integration = useAppSelector((state) =>
    dialog?.kind === 'connect' ? selectIntegration(state, dialog.type) : undefined,
  );
  const close = () => dispatch(dialogClosed());
  return (
    <Dialog
      open={open && integration !== undefined}
      onClose={close}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: () => dispatch(dialogExited()) } }}
    >
      {integration && <ConnectForm key={integration.type} integration={integration} onClose={close} />}
    </Dialog>
  );
};

type ConnectFormProps = { integration: Integration; onClose: () => void };

/** The credentials stay in this form's state until they are sent: never in the store, never in an action. */
const ConnectForm = ({ integration, onClose }: ConnectFormProps) => {
  const dispatch = useAppDispatch();
  const { type, name, credentialFields } = integration;
  const [values, setValues] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const connecting = useAppSelector((state) => selectIntegrationTask(state, type)) === 'connecting';
  const missing = credentialFields.some((field) => field.required && !values[field.name]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (missing || connecting) return;
    setRefusal(null);
    // An optional field left empty is not sent, so the connector uses its default.
    const credentials = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
    const outcome = await dispatch(connectRequested({ type, name, body: new Sealed({ credentials }) })).unwrap();
    if (outcome.refusal !== null) setRefusal(outcome.refusal);
  };

  return (
    <Box component="form" onSubmit={(event: FormEvent) => void submit(event)} noValidate>
      <DialogTitle>{connectDialogText.title(name)}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {refusal && <Alert severity="error">{refusal}</Alert>}
        <Box>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            {connectDialogText.instructionsTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {setupInstructions[type]}
          </Typography>
        </Box>
        {credentialFields.map((field, index) => (
          <CredentialInput
            key={field.name}
            field={field}
            value={values[field.name] ?? ''}
            onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
            autoFocus={index === 0}
          />
        ))}
        <QuickSetupGuide type={type} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {connectDialogText.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={missing || connecting}>
          {connecting ? connectDialogText.connecting : connectDialogText.submit}
        </Button>
      </DialogActions>
    </Box>
  );
};
