import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { getApiErrorMessage } from '@/api/apiError';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { IntegrationType } from '@/contracts/integrations';
import { DetailsOverview } from '@/features/integrations/components/DetailsOverview';
import { IntegrationChecks } from '@/features/integrations/components/IntegrationChecks';
import { IntegrationSyncs } from '@/features/integrations/components/IntegrationSyncs';
import { detailsText, INTEGRATION_POLL_MS } from '@/features/integrations/constants';
import { useGetIntegrationQuery } from '@/features/integrations/integrationsApi';
import { selectDetailsSyncing, selectIntegration } from '@/features/integrations/integrationSelectors';
import { dialogClosed, dialogExited, selectDialog, selectDialogOpen } from '@/features/integrations/integrationsSlice';

export const IntegrationDetailsDialog = () => {
  const dispatch = useAppDispatch();
  const dialog = useAppSelector(selectDialog);
  const open = useAppSelector(selectDialogOpen);
  const type = dialog?.kind === 'details' ? dialog.type : null;
  const name = useAppSelector((state) => (type ? selectIntegration(state, type)?.name : undefined));
  const close = () => dispatch(dialogClosed());
  return (
    <Dialog
      open={open && type !== null}
      onClose={close}
      fullWidth
      maxWidth="md"
      aria-labelledby="integration-details-title"
      slotProps={{ transition: { onExited: () => dispatch(dialogExited()) } }}
    >
      <DialogTitle id="integration-details-title">{name && detailsText.title(name)}</DialogTitle>
      {type && <DetailsContent key={type} type={type} />}
      <DialogActions>
        <Button onClick={close}>{detailsText.close}</Button>
      </DialogActions>
    </Dialog>
  );
};

/** Read afresh each time it opens, and again while a sync runs so the sync it adds shows when it ends. */
const DetailsContent = ({ type }: { type: IntegrationType }) => {
  const syncing = useAppSelector(
    (state) => (selectIntegration(state, type)?.syncing ?? false) || selectDetailsSyncing(state, type),
  );
  const { data, error, isError, fulfilledTimeStamp } = useGetIntegrationQuery(type, {
    refetchOnMountOrArgChange: true,
    pollingInterval: syncing ? INTEGRATION_POLL_MS : 0,
  });
  return (
    <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      {data && fulfilledTimeStamp ? (
        <>
          <DetailsOverview details={data} now={fulfilledTimeStamp} />
          <IntegrationChecks checks={data.checks} now={fulfilledTimeStamp} />
          <IntegrationSyncs syncs={data.syncs} />
        </>
      ) : isError ? (
        <Alert severity="error">{getApiErrorMessage(error, detailsText.loadFailed)}</Alert>
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={detailsText.loading} />
        </Box>
      )}
    </DialogContent>
  );
};
