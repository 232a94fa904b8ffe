import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { useAppSelector } from '@/app/hooks';
import { LoadFailedPanel } from '@/components/feedback/LoadFailedPanel';
import { PageLoader } from '@/components/feedback/PageLoader';
import { PageHeader } from '@/components/layout/PageHeader';
import { OpenedOnce } from '@/components/OpenedOnce';
import { useGetMembersQuery } from '@/features/members/membersApi';
import { selectMemberQuery } from '@/features/members/membersSlice';
import { QuickActions } from '@/features/members/components/QuickActions';
import { RoleDefinitions } from '@/features/members/components/RoleDefinitions';
import { UserList } from '@/features/members/components/UserList';
import { accessManagementText } from '@/features/members/constants';
import { NotPermittedTooltip } from '@/features/auth/components/NotPermittedTooltip';
import { RequirePermission } from '@/features/auth/components/RequirePermission';
import { usePermission } from '@/features/auth/usePermission';
import { useLoadFailureToast } from '@/features/toasts/useLoadFailureToast';
import { lazyNamed } from '@/lib/lazyNamed';

const AddUserDialog = lazyNamed(
  () => import(/* webpackChunkName: "add-user" */ '@/features/members/components/AddUserDialog'),
  'AddUserDialog',
);

export default function AccessManagementPage() {
  return (
    <RequirePermission permission="users:read">
      <AccessManagement />
    </RequirePermission>
  );
}

const AccessManagement = () => {
  const [adding, setAdding] = useState(false);
  const query = useAppSelector(selectMemberQuery);
  const { data, isError, refetch, requestId } = useGetMembersQuery(query);
  useLoadFailureToast(isError ? requestId : undefined, accessManagementText.loadFailed);
  const manage = usePermission('users:manage');
  return (
    <>
      <PageHeader
        title={accessManagementText.title}
        description={accessManagementText.description}
        actions={
          <NotPermittedTooltip reason={manage.reason}>
            <Button
              variant="contained"
              startIcon={<PersonAdd />}
              disabled={!manage.allowed}
              onClick={() => setAdding(true)}
            >
              {accessManagementText.addUser}
            </Button>
          </NotPermittedTooltip>
        }
      />
      {isError && !data ? (
        <LoadFailedPanel title={accessManagementText.loadFailed} onRetry={() => void refetch()} />
      ) : data ? (
        // The users table has the full width of the page, so each row keeps its actions in view on a laptop screen.
        <Box sx={{ display: 'grid', gap: 3 }}>
          <UserList page={data} />
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              alignContent: 'start',
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(240px, 1fr)' },
            }}
          >
            <RoleDefinitions />
            <QuickActions />
          </Box>
        </Box>
      ) : (
        <PageLoader />
      )}
      <OpenedOnce open={adding}>
        <AddUserDialog open={adding} onClose={() => setAdding(false)} />
      </OpenedOnce>
    </>
  );
};
