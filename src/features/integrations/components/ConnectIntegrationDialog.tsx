import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { connectDialogText } from '@/features/integrations/constants';
import { quickSetupGuides, setupInstructions } from '@/features/integrations/setupGuides';
import type { Integration } from '@/features/integrations/types';

type ConnectIntegrationDialogProps = {
  integration: Integration | undefined;
  open: boolean;
  onClose: () => void;
  onExited: () => void;
  onConnect: (id: string) => void;
};

export const ConnectIntegrationDialog = ({
  integration,
  open,
  onClose,
  onExited,
  onConnect,
}: ConnectIntegrationDialogProps) => (
  <Dialog
    open={open && integration !== undefined}
    onClose={onClose}
    fullWidth
    maxWidth="sm"
    slotProps={{ transition: { onExited } }}
  >
    {integration && (
      <ConnectForm key={integration.id} integration={integration} onClose={onClose} onConnect={onConnect} />
    )}
  </Dialog>
);

type ConnectFormProps = Pick<ConnectIntegrationDialogProps, 'onClose' | 'onConnect'> & { integration: Integration };

// The fields are collected but not checked or sent anywhere: the modal does no validation (SPEC §5).
const ConnectForm = ({ integration, onClose, onConnect }: ConnectFormProps) => {
  const [apiKey, setApiKey] = useState('');
  const [roleArn, setRoleArn] = useState('');
  const guide = quickSetupGuides[integration.type];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConnect(integration.id);
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <DialogTitle>{connectDialogText.title(integration.name)}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            {connectDialogText.instructionsTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {setupInstructions[integration.type]}
          </Typography>
        </Box>
        <TextField
          label={connectDialogText.apiKey}
          type="password"
          autoComplete="off"
          value={apiKey}
          onChange={(event) => setApiKey(event.target.value)}
          helperText={connectDialogText.apiKeyHelp}
          fullWidth
          autoFocus
        />
        {integration.type === 'aws' && (
          <TextField
            label={connectDialogText.roleArn}
            placeholder={connectDialogText.roleArnPlaceholder}
            value={roleArn}
            onChange={(event) => setRoleArn(event.target.value)}
            fullWidth
          />
        )}
        {guide && (
          <Box
            component="section"
            aria-labelledby="quick-setup-title"
            sx={{ p: 2, borderRadius: 2, bgcolor: 'info.light', color: 'info.dark' }}
          >
            <Typography id="quick-setup-title" variant="subtitle2" component="h3" gutterBottom>
              {connectDialogText.quickSetupTitle}
            </Typography>
            <Box component="ol" sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
              {guide.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </Box>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {connectDialogText.cancel}
        </Button>
        <Button type="submit" variant="contained">
          {connectDialogText.submit}
        </Button>
      </DialogActions>
    </Box>
  );
};
