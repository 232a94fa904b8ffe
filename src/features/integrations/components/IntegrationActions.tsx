import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useAppDispatch } from '@/app/hooks';
import type { Integration } from '@/contracts/integrations';
import { NotPermittedTooltip } from '@/features/auth/components/NotPermittedTooltip';
import { usePermission } from '@/features/auth/usePermission';
import { integrationsText } from '@/features/integrations/constants';
import { connectDialogOpened, detailsDialogOpened } from '@/features/integrations/integrationsSlice';
import { connectionTestRequested } from '@/features/integrations/thunks';
import type { IntegrationTask } from '@/features/integrations/types';

type IntegrationActionsProps = {
  integration: Integration;
  task: IntegrationTask | undefined;
};

/** Test Connection once connected, else Connect (again, after an error); View Details always. */
export const IntegrationActions = ({ integration, task }: IntegrationActionsProps) => {
  const { type, name, status } = integration;
  const dispatch = useAppDispatch();
  const manage = usePermission('integrations:manage');

  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, '& > *': { flex: 1 } }}>
        {status === 'connected' ? (
          <NotPermittedTooltip reason={manage.reason}>
            <Button
              variant="outlined"
              size="small"
              fullWidth
              disabled={!manage.allowed || task !== undefined}
              onClick={() => void dispatch(connectionTestRequested({ type, name }))}
            >
              {task === 'testing' ? integrationsText.testing : integrationsText.testConnection}
            </Button>
          </NotPermittedTooltip>
        ) : (
          <NotPermittedTooltip reason={manage.reason}>
            <Button
              variant="contained"
              size="small"
              fullWidth
              disabled={!manage.allowed || task !== undefined}
              onClick={() => dispatch(connectDialogOpened(type))}
            >
              {integrationsText.connect}
            </Button>
          </NotPermittedTooltip>
        )}
        <Button variant="outlined" size="small" fullWidth onClick={() => dispatch(detailsDialogOpened(type))}>
          {integrationsText.viewDetails}
        </Button>
      </Box>
    </>
  );
};
