import { Fragment } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { usePermission } from '@/features/auth/usePermission';
import { controlListText as text } from '@/features/controls/listConstants';
import { CategoryHeaderRow } from '@/features/controls/components/list/CategoryHeaderRow';
import { ControlRow } from '@/features/controls/components/list/ControlRow';
import type { ControlCategory } from '@/features/controls/components/list/controlListView';

const columns = Object.values(text.columns);

type ControlTableProps = {
  categories: ControlCategory[];
  onOpen: (controlId: string) => void;
  onAssign: (category: string) => void;
};

export const ControlTable = ({ categories, onOpen, onAssign }: ControlTableProps) => {
  const { reason } = usePermission('controls:manage');
  if (categories.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 3 }}>
        {text.empty}
      </Typography>
    );
  return (
    <TableContainer>
      <Table size="small" aria-label={text.title}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {categories.map(({ category, controls }) => (
            <Fragment key={category}>
              <CategoryHeaderRow
                category={category}
                count={controls.length}
                columns={columns.length}
                notPermitted={reason}
                onAssign={onAssign}
              />
              {controls.map((control) => (
                <ControlRow key={control.controlId} control={control} onOpen={onOpen} />
              ))}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
