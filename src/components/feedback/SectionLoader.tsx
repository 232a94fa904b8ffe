import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export type SectionLoaderProps = { minHeight?: number };

/** Holds the place of a part of a screen whose code is still loading, so the layout does not jump when it arrives. */
export const SectionLoader = ({ minHeight = 240 }: SectionLoaderProps) => (
  <Box aria-busy="true" sx={{ minHeight, display: 'grid', placeItems: 'center' }}>
    <CircularProgress size={24} aria-hidden />
  </Box>
);
