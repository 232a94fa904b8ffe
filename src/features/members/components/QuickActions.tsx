import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventRepeat from '@mui/icons-material/EventRepeat';
import FileDownload from '@mui/icons-material/FileDownload';
import GroupAdd from '@mui/icons-material/GroupAdd';
import Key from '@mui/icons-material/Key';
import { getApiErrorMessage } from '@/api/apiError';
import { OpenedOnce } from '@/components/OpenedOnce';
import type { AccessReview } from '@/contracts/members';
import { useExportMembersMutation, useRunAccessReviewMutation } from '@/features/members/membersApi';
import { accessManagementText, accessReviewText, exportText, quickActions } from '@/features/members/constants';
import { useToast } from '@/features/toasts/useToast';
import { lazyNamed } from '@/lib/lazyNamed';

const AccessReviewDialog = lazyNamed(
  () => import(/* webpackChunkName: "access-review" */ '@/features/members/components/AccessReviewDialog'),
  'AccessReviewDialog',
);

const icons: Record<(typeof quickActions)[number]['id'], typeof Key> = {
  import: GroupAdd,
  export: FileDownload,
  review: EventRepeat,
  sso: Key,
};

/** Export and access review run on the server; bulk import and SSO are announced, as the SPEC has them. */
export const QuickActions = () => {
  const toast = useToast();
  const [exportMembers, exporting] = useExportMembersMutation();
  const [runReview, reviewing] = useRunAccessReviewMutation();
  const [review, setReview] = useState<AccessReview | null>(null);

  const actions = {
    export: async () => {
      try {
        await exportMembers().unwrap();
        toast.success(exportText.exported);
      } catch (error) {
        toast.error(getApiErrorMessage(error, exportText.failed));
      }
    },
    review: async () => {
      try {
        setReview(await runReview().unwrap());
      } catch (error) {
        toast.error(getApiErrorMessage(error, accessReviewText.failed));
      }
    },
  };
  const busy = { export: exporting.isLoading, review: reviewing.isLoading, import: false, sso: false };

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
          const onClick =
            action.toast === null
              ? () => void actions[action.id as 'export' | 'review']()
              : () => toast.info(action.toast);
          return (
            <Button
              key={action.id}
              startIcon={<Icon />}
              variant="outlined"
              color="inherit"
              disabled={busy[action.id]}
              onClick={onClick}
              sx={{ justifyContent: 'flex-start', borderColor: 'divider' }}
            >
              {action.label}
            </Button>
          );
        })}
      </Stack>
      <OpenedOnce open={review !== null}>
        <AccessReviewDialog review={review} onClose={() => setReview(null)} />
      </OpenedOnce>
    </Paper>
  );
};
