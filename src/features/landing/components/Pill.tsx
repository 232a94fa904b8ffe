import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

type PillProps = { children: ReactNode; icon?: ReactNode; tone?: 'primary' | 'neutral' };

/** A static label; lighter than Chip, which the landing chunk would otherwise pull in. */
export function Pill({ children, icon, tone = 'neutral' }: PillProps) {
  const primary = tone === 'primary';
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: primary ? 1.5 : 1.25,
        py: primary ? 0.75 : 0.375,
        borderRadius: 999,
        border: 1,
        borderColor: primary ? 'primary.main' : 'divider',
        bgcolor: 'background.paper',
        color: primary ? 'primary.main' : 'text.secondary',
        fontSize: primary ? '0.875rem' : '0.8125rem',
        fontWeight: 600,
        lineHeight: 1.4,
        whiteSpace: 'nowrap',
        '& svg': { fontSize: '1.125rem' },
      }}
    >
      {icon}
      {children}
    </Box>
  );
}
