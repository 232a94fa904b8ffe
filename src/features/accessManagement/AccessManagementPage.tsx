import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { PageLoader } from '@/components/feedback/PageLoader';
import { PageHeader } from '@/components/layout/PageHeader';
import { useGetManagedUsersQuery, useGetRoleDefinitionsQuery } from '@/features/accessManagement/accessManagementApi';
import { AddUserDialog } from '@/features/accessManagement/components/AddUserDialog';
import { QuickActions } from '@/features/accessManagement/components/QuickActions';
import { RoleDefinitions } from '@/features/accessManagement/components/RoleDefinitions';
import { UserList } from '@/features/accessManagement/components/UserList';
import { accessManagementText } from '@/features/accessManagement/constants';

export default function AccessManagementPage() {
  const [adding, setAdding] = useState(false);
  const { data: users } = useGetManagedUsersQuery();
  const { data: roles } = useGetRoleDefinitionsQuery();
  return (
    <>
      <PageHeader
        title={accessManagementText.title}
        description={accessManagementText.description}
        actions={
          <Button variant="contained" startIcon={<PersonAdd />} onClick={() => setAdding(true)}>
            {accessManagementText.addUser}
          </Button>
        }
      />
      {users && roles ? (
        <Box
          sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', xl: 'minmax(0, 2fr) minmax(300px, 1fr)' } }}
        >
          <UserList />
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              alignContent: 'start',
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(240px, 1fr)', xl: '1fr' },
            }}
          >
            <RoleDefinitions roles={roles} />
            <QuickActions />
          </Box>
        </Box>
      ) : (
        <PageLoader />
      )}
      <AddUserDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
