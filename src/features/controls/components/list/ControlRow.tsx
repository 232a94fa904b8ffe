import ButtonBase from '@mui/material/ButtonBase';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { implementationStatusLabels } from '@/contracts/controlOptions';
import type { ControlSettings } from '@/contracts/controlSettings';
import { controlListText as text } from '@/features/controls/listConstants';
import { ApplicabilityChip } from '@/features/controls/components/list/ApplicabilityChip';
import { ReviewDate } from '@/features/controls/components/list/ReviewDate';

const PersonCell = ({ person }: { person: ControlSettings['owner'] }) => (
  <TableCell sx={{ color: person ? 'text.primary' : 'text.secondary', whiteSpace: 'nowrap' }}>
    {person?.name ?? text.noOwner}
  </TableCell>
);

type ControlRowProps = { control: ControlSettings; onOpen: (controlId: string) => void };

export const ControlRow = ({ control, onOpen }: ControlRowProps) => (
  <TableRow hover onClick={() => onOpen(control.controlId)} sx={{ cursor: 'pointer' }}>
    <TableCell sx={{ whiteSpace: 'nowrap' }}>
      {/* The row takes the pointer; the id is how a keyboard opens the control. */}
      <ButtonBase
        aria-haspopup="dialog"
        sx={(theme) => ({
          ...theme.typography.body2,
          fontWeight: 600,
          color: 'primary.main',
          '&:hover': { textDecoration: 'underline' },
          '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
        })}
      >
        {control.controlId}
      </ButtonBase>
    </TableCell>
    <TableCell sx={{ minWidth: 240 }}>{control.name}</TableCell>
    <PersonCell person={control.owner} />
    <PersonCell person={control.backupOwner} />
    <TableCell>{implementationStatusLabels[control.implementationStatus]}</TableCell>
    <TableCell>
      <ApplicabilityChip state={control.applicability.state} />
    </TableCell>
    <TableCell>
      <ReviewDate reviewDate={control.reviewDate} />
    </TableCell>
  </TableRow>
);
