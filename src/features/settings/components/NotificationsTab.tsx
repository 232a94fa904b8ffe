import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { NOTIFICATION_KEYS, settingsText } from '@/features/settings/constants';
import { notificationToggled, selectNotifications } from '@/features/settings/settingsSlice';
import { SettingsSection } from '@/features/settings/components/SettingsSection';

export const NotificationsTab = () => {
  const dispatch = useAppDispatch();
  const notifications = useAppSelector(selectNotifications);
  const text = settingsText.notifications;
  return (
    <SettingsSection title={text.heading}>
      <List disablePadding>
        {NOTIFICATION_KEYS.map((key, index) => {
          const [label, hint] = text[key];
          return (
            <ListItem
              key={key}
              divider={index < NOTIFICATION_KEYS.length - 1}
              disableGutters
              secondaryAction={
                <Switch
                  edge="end"
                  checked={notifications[key]}
                  onChange={() => dispatch(notificationToggled(key))}
                  slotProps={{ input: { 'aria-label': label } }}
                />
              }
            >
              <ListItemText primary={label} secondary={hint} />
            </ListItem>
          );
        })}
      </List>
    </SettingsSection>
  );
};
