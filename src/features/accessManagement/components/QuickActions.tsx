import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventRepeat from '@mui/icons-material/EventRepeat';
import FileDownload from '@mui/icons-material/FileDownload';
import GroupAdd from '@mui/icons-material/GroupAdd';
import Key from '@mui/icons-material/Key';
import { accessManagementText, quickActions } from '@/features/accessManagement/constants';
import { useToast } from '@/features/toasts/useToast';

const icons: Record<(typeof quickActions)[number]['id'], typeof Key> = {
  import: GroupAdd,
  export: FileDownload,
  review: EventRepeat,
  sso: Key,
};

export const QuickActions = () => {
  const toast = useToast();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="quick-actions-title"
      sx={{ p: 2.5, borderRadius: 3 }}
    >
      <Typography id="quick-actions-title" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {accessManagementText.quickActionsTitle}
      </Typography>
      <Stack spacing={1}>
        {quickActions.map((action) => {
          const Icon = icons[action.id];
          return (
            <Button
              key={action.id}
              startIcon={<Icon />}
              variant="outlined"
              color="inherit"
              onClick={() => toast.info(action.toast)}
              sx={{ justifyContent: 'flex-start', borderColor: 'divider' }}
            >
              {action.label}
            </Button>
          );
        })}
      </Stack>
    </Paper>
  );
};
