import { type FormEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getApiErrorMessage } from '@/api/apiError';
import { slackTestMessageSent, type SlackSettings } from '@/contracts/slack';
import { usePermission } from '@/features/auth/usePermission';
import { useToast } from '@/features/toasts/useToast';
import { formatDateTime } from '@/lib/dates';
import { settingsText } from '@/features/settings/constants';
import {
  useGetSlackQuery,
  useRemoveSlackWebhookMutation,
  useSaveSlackWebhookMutation,
  useSendSlackTestMutation,
} from '@/features/settings/slackApi';
import { SettingsSection } from '@/features/settings/components/SettingsSection';

const text = settingsText.slack;

const DeliveryStatus = ({ slack }: { slack: SlackSettings }) => {
  const delivery = slack.lastDelivery;
  return (
    <Stack spacing={0.5} sx={{ mb: 2 }} aria-live="polite">
      <Typography variant="body2">
        {slack.webhookHint ? text.connectedTo(slack.webhookHint) : text.notConnected}
      </Typography>
      {slack.configured && (
        <Typography variant="body2" color={delivery && !delivery.ok ? 'error' : 'text.secondary'}>
          {text.lastDelivery}:{' '}
          {!delivery
            ? text.noDelivery
            : delivery.ok
              ? text.delivered(delivery.detail, formatDateTime(delivery.at))
              : text.failedDelivery(delivery.detail, formatDateTime(delivery.at))}
        </Typography>
      )}
    </Stack>
  );
};

/** The organisation's Slack webhook: every member sees where alerts go and how the last one fared; Admins change it. */
export const SlackAlerts = () => {
  const toast = useToast();
  const { allowed } = usePermission('organization:manage');
  const slack = useGetSlackQuery();
  const [webhookUrl, setWebhookUrl] = useState('');
  const [save, saving] = useSaveSlackWebhookMutation();
  const [remove, removing] = useRemoveSlackWebhookMutation();
  const [sendTest, testing] = useSendSlackTestMutation();
  const busy = saving.isLoading || removing.isLoading || testing.isLoading;

  const saveWebhook = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save({ webhookUrl }).unwrap();
      setWebhookUrl('');
      toast.success(text.saved);
    } catch (error) {
      toast.error(getApiErrorMessage(error, text.failed));
    }
  };

  const removeWebhook = async () => {
    try {
      await remove().unwrap();
      toast.success(text.removed);
    } catch (error) {
      toast.error(getApiErrorMessage(error, text.failed));
    }
  };

  const test = async () => {
    try {
      await sendTest().unwrap();
      toast.success(slackTestMessageSent);
    } catch (error) {
      toast.error(getApiErrorMessage(error, text.testFailed));
    }
  };

  return (
    <SettingsSection title={text.heading} description={text.description}>
      {slack.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void slack.refetch()}>
              {text.retry}
            </Button>
          }
        >
          {text.loadFailed}
        </Alert>
      ) : (
        slack.data && (
          <>
            <DeliveryStatus slack={slack.data} />
            {allowed && (
              <Stack component="form" spacing={2} onSubmit={(event) => void saveWebhook(event)} sx={{ maxWidth: 720 }}>
                <TextField
                  fullWidth
                  type="url"
                  label={text.webhookUrl}
                  placeholder={text.webhookPlaceholder}
                  helperText={text.webhookHint}
                  value={webhookUrl}
                  autoComplete="off"
                  onChange={(event) => setWebhookUrl(event.target.value)}
                />
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  <Button type="submit" variant="contained" disabled={busy || webhookUrl.trim() === ''}>
                    {slack.data.configured ? text.replace : text.save}
                  </Button>
                  {slack.data.configured && (
                    <>
                      <Button variant="outlined" disabled={busy} onClick={() => void test()}>
                        {text.test}
                      </Button>
                      <Button color="error" disabled={busy} onClick={() => void removeWebhook()}>
                        {text.remove}
                      </Button>
                    </>
                  )}
                </Stack>
              </Stack>
            )}
          </>
        )
      )}
    </SettingsSection>
  );
};
