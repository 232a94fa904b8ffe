import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@/lib/dates';
import { useToast } from '@/features/toasts/useToast';
import { settingsText } from '@/features/settings/constants';
import {
  useActiveSessionsQuery,
  useSignOutOtherSessionsMutation,
  useSignOutSessionMutation,
} from '@/features/settings/sessionsApi';
import { SettingsSection } from '@/features/settings/components/SettingsSection';

/** Where the account is signed in, with sign-out per session and everywhere but here. */
export const ActiveSessions = () => {
  const text = settingsText.sessions;
  const toast = useToast();
  const sessions = useActiveSessionsQuery();
  const [signOutSession, { isLoading: signingOut }] = useSignOutSessionMutation();
  const [signOutOthers, { isLoading: signingOutOthers }] = useSignOutOtherSessionsMutation();
  const others = sessions.data?.filter((session) => !session.current) ?? [];

  const endOne = async (id: string) => {
    try {
      await signOutSession(id).unwrap();
      toast.success(text.signedOut);
    } catch {
      toast.error(text.failed);
    }
  };

  const endOthers = async () => {
    try {
      const { revoked } = await signOutOthers().unwrap();
      toast.success(text.othersSignedOut(revoked));
    } catch {
      toast.error(text.failed);
    }
  };

  return (
    <SettingsSection title={text.heading} description={text.description}>
      {sessions.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void sessions.refetch()}>
              {text.retry}
            </Button>
          }
        >
          {text.loadFailed}
        </Alert>
      ) : !sessions.data ? (
        <Typography variant="body2">{text.loading}</Typography>
      ) : (
        <>
          <List disablePadding aria-label={text.heading} sx={{ maxWidth: 720 }}>
            {sessions.data.map((session, index) => (
              <ListItem
                key={session.id}
                disableGutters
                divider={index < sessions.data.length - 1}
                secondaryAction={
                  session.current ? (
                    <Chip size="small" color="success" variant="outlined" label={text.current} />
                  ) : (
                    <Button
                      size="small"
                      color="error"
                      disabled={signingOut}
                      aria-label={text.signOutSession(session.device)}
                      onClick={() => void endOne(session.id)}
                    >
                      {text.signOut}
                    </Button>
                  )
                }
              >
                <ListItemText
                  primary={session.device}
                  secondary={`${session.ip ?? text.unknownAddress} · ${text.lastSeen(formatDateTime(session.lastSeenAt))}`}
                />
              </ListItem>
            ))}
          </List>
          {others.length > 0 && (
            <Button
              variant="outlined"
              color="error"
              sx={{ mt: 2 }}
              disabled={signingOutOthers}
              onClick={() => void endOthers()}
            >
              {text.signOutOthers}
            </Button>
          )}
        </>
      )}
    </SettingsSection>
  );
};
