import { type FormEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getApiErrorMessage } from '@/api/apiError';
import type { SlackSettings } from '@/contracts/slack';
import { slackTestMessageSent } from '@/contracts/slackMessages';
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

  /** Runs a change and says how it went: the success only once the server has answered. */
  const settle = async (change: () => Promise<unknown>, success: string, failure: string) => {
    try {
      await change();
      toast.success(success);
      return true;
    } catch (error) {
      toast.error(getApiErrorMessage(error, failure));
      return false;
    }
  };

  const saveWebhook = async (event: FormEvent) => {
    event.preventDefault();
    if (await settle(() => save({ webhookUrl }).unwrap(), text.saved, text.failed)) setWebhookUrl('');
  };
  const removeWebhook = () => settle(() => remove().unwrap(), text.removed, text.failed);
  const test = () => settle(() => sendTest().unwrap(), slackTestMessageSent, text.testFailed);

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
