import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SearchField } from '@/components/SearchField';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { UserRow } from '@/features/accessManagement/components/UserRow';
import { accessManagementText, userTableHeadings } from '@/features/accessManagement/constants';
import {
  selectUserSearch,
  selectVisibleUsers,
  userSearchChanged,
} from '@/features/accessManagement/accessManagementSlice';

export const UserList = () => {
  const dispatch = useAppDispatch();
  const search = useAppSelector(selectUserSearch);
  const users = useAppSelector(selectVisibleUsers);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="users-title" sx={{ borderRadius: 3, minWidth: 0 }}>
      <Box
        sx={{
          p: 2.5,
          display: 'flex',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
        }}
      >
        <Typography id="users-title" component="h2" variant="h6">
          {accessManagementText.usersTitle}
        </Typography>
        <SearchField
          label={accessManagementText.searchLabel}
          size="small"
          value={search}
          onChange={(value) => dispatch(userSearchChanged(value))}
          sx={{ width: { xs: '100%', sm: 300 } }}
        />
      </Box>
      <TableContainer>
        <Table size="small" aria-labelledby="users-title" sx={{ '& td, & th': { py: 1.25 } }}>
          <TableHead>
            <TableRow>
              {userTableHeadings.map((heading) => (
                <TableCell key={heading} align={heading === 'Actions' ? 'right' : 'left'} sx={{ fontWeight: 600 }}>
                  {heading}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {users.map((user) => (
              <UserRow key={user.id} user={user} />
            ))}
            {users.length === 0 && (
              <TableRow>
                <TableCell colSpan={userTableHeadings.length} align="center" sx={{ py: 5, color: 'text.secondary' }}>
                  {accessManagementText.noResults}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
};
