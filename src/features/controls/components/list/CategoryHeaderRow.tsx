import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { NotPermittedTooltip } from '@/features/auth/components/NotPermittedTooltip';
import { controlListText as text } from '@/features/controls/listConstants';

type CategoryHeaderRowProps = {
  category: string;
  count: number;
  columns: number;
  /** Why the member may not assign owners; null when they may. */
  notPermitted: string | null;
  onAssign: (category: string) => void;
};

export const CategoryHeaderRow = ({ category, count, columns, notPermitted, onAssign }: CategoryHeaderRowProps) => (
  <TableRow sx={{ bgcolor: 'action.hover' }}>
    <TableCell component="th" scope="rowgroup" colSpan={columns}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography variant="subtitle2" component="span">
          {category}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {text.controlCount(count)}
        </Typography>
        <Box sx={{ ml: 'auto' }}>
          <NotPermittedTooltip reason={notPermitted}>
            <Button
              size="small"
              disabled={notPermitted !== null}
              aria-label={text.assign.title(category)}
              onClick={() => onAssign(category)}
            >
              {text.assign.open}
            </Button>
          </NotPermittedTooltip>
        </Box>
      </Box>
    </TableCell>
  </TableRow>
);
