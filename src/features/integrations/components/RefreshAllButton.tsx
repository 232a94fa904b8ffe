import Button from '@mui/material/Button';
import Refresh from '@mui/icons-material/Refresh';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { NotPermittedTooltip } from '@/features/auth/components/NotPermittedTooltip';
import { usePermission } from '@/features/auth/usePermission';
import { integrationsText } from '@/features/integrations/constants';
import { selectRefreshingAll } from '@/features/integrations/integrationsSlice';
import { refreshAllRequested } from '@/features/integrations/thunks';

/** Syncs every connected integration; it reads Refreshing... until none is syncing any more. */
export const RefreshAllButton = ({ disabled }: { disabled: boolean }) => {
  const dispatch = useAppDispatch();
  const refreshing = useAppSelector(selectRefreshingAll);
  const { allowed, reason } = usePermission('integrations:manage');
  return (
    <NotPermittedTooltip reason={reason}>
      <Button
        variant="outlined"
        startIcon={<Refresh />}
        disabled={disabled || refreshing || !allowed}
        onClick={() => void dispatch(refreshAllRequested())}
      >
        {refreshing ? integrationsText.refreshing : integrationsText.refreshAll}
      </Button>
    </NotPermittedTooltip>
  );
};
