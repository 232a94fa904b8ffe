import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const headingId = (title: string) => `report-section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** One section of a report read online: a landmark named by its heading. */
export const ViewSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" aria-labelledby={headingId(title)} sx={{ display: 'grid', gap: 1.5 }}>
    <Typography id={headingId(title)} component="h2" variant="h5">
      {title}
    </Typography>
    {children}
  </Box>
);
