import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { statusLabels } from '@/features/assessments/constants';
import { statusTones } from '@/lib/scoreTone';
import type { HeatmapControl } from '@/contracts/dashboard';

type ControlTileProps = { control: HeatmapControl; onOpen: (id: string) => void };

/** One control of the heat map: coloured by status, opens the control's details. Named by its visible text and status. */
export const ControlTile = ({ control: { id, name, status, score }, onOpen }: ControlTileProps) => {
  const tone = statusTones[status];
  return (
    <ButtonBase
      data-status={status}
      aria-haspopup="dialog"
      onClick={() => onOpen(id)}
      sx={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'stretch',
        gap: 0.5,
        p: 1.25,
        minHeight: 76,
        textAlign: 'left',
        borderRadius: 2,
        border: `1px solid ${theme.palette[tone].main}`,
        borderLeftWidth: 4,
        bgcolor: `${tone}.light`,
        transition: theme.transitions.create('box-shadow'),
        '&:hover': { boxShadow: `0 0 0 1px ${theme.palette[tone].main}` },
        '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      })}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, color: `${tone}.dark` }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {id}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {score}%
        </Typography>
      </Box>
      <Typography
        variant="caption"
        sx={{
          color: 'text.primary',
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {name}
      </Typography>
      <VisuallyHidden>{statusLabels[status]}</VisuallyHidden>
    </ButtonBase>
  );
};
