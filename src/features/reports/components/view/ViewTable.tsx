import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

type ViewTableProps = { caption: string; columns: string[]; rows: { key: string; cells: ReactNode[] }[] };

/** A captioned table of a report's rows: screen readers announce what each column holds. */
export const ViewTable = ({ caption, columns, rows }: ViewTableProps) => (
  <TableContainer>
    <Table size="small" sx={{ '& caption': { captionSide: 'top', px: 0, fontWeight: 600, color: 'text.primary' } }}>
      <caption>{caption}</caption>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column} component="th" scope="col" sx={{ fontWeight: 600 }}>
              {column}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            {row.cells.map((cell, index) => (
              <TableCell key={columns[index]} sx={{ verticalAlign: 'top' }}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);
