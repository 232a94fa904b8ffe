import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The style of what is read by assistive technology and not drawn; for an element that cannot be a span. */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** Text for screen readers only: names a control whose visible content is an icon, initials or a count. */
export const VisuallyHidden = ({ children }: { children: ReactNode }) => (
  <Box component="span" sx={visuallyHidden}>
    {children}
  </Box>
);
