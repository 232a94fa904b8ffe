import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { OpenedOnce } from '@/components/OpenedOnce';
import { SearchField } from '@/components/SearchField';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { MemberPage } from '@/contracts/members';
import { selectUserSearch, userPageChanged, userSearchChanged } from '@/features/members/membersSlice';
import type { OpenMemberDialog } from '@/features/members/components/MemberDialogs';
import { UserRow } from '@/features/members/components/UserRow';
import { accessManagementText, userTableHeadings } from '@/features/members/constants';
import { lazyNamed } from '@/lib/lazyNamed';

// The role picker and the confirmations load when a row first asks for one.
const MemberDialogs = lazyNamed(
  () => import(/* webpackChunkName: "member-dialogs" */ '@/features/members/components/MemberDialogs'),
  'MemberDialogs',
);

export const UserList = ({ page }: { page: MemberPage }) => {
  const dispatch = useAppDispatch();
  const search = useAppSelector(selectUserSearch);
  const [dialog, setDialog] = useState<OpenMemberDialog>(null);
  const { members, pagination } = page;
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
        <Table size="small" aria-labelledby="users-title" sx={{ '& td, & th': { py: 1.25, px: 1.25 } }}>
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
            {members.map((member) => (
              <UserRow key={member.id} user={member} onDialog={(kind, target) => setDialog({ kind, member: target })} />
            ))}
            {members.length === 0 && (
              <TableRow>
                <TableCell colSpan={userTableHeadings.length} align="center" sx={{ py: 5, color: 'text.secondary' }}>
                  {accessManagementText.noResults}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {pagination.pages > 1 && (
        <TablePagination
          component="div"
          count={pagination.total}
          page={pagination.page - 1}
          rowsPerPage={pagination.limit}
          rowsPerPageOptions={[]}
          onPageChange={(_event, next) => dispatch(userPageChanged(next + 1))}
        />
      )}
      <OpenedOnce open={dialog !== null}>
        <MemberDialogs open={dialog} onClose={() => setDialog(null)} />
      </OpenedOnce>
    </Paper>
  );
};
