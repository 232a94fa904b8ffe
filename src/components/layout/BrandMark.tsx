import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Shield from '@mui/icons-material/Shield';

export type BrandMarkProps = {
  /** On dark surfaces the wordmark turns light. */
  inverse?: boolean;
};

export const BrandMark = ({ inverse = false }: BrandMarkProps) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
    <Box
      aria-hidden
      sx={{
        width: 34,
        height: 34,
        borderRadius: 2,
        display: 'grid',
        placeItems: 'center',
        bgcolor: inverse ? 'common.white' : 'primary.main',
        color: inverse ? 'primary.main' : 'primary.contrastText',
      }}
    >
      <Shield fontSize="small" />
    </Box>
    <Typography
      component="span"
      sx={{
        fontWeight: 700,
        fontSize: '1.2rem',
        letterSpacing: '-0.01em',
        color: inverse ? 'common.white' : 'text.primary',
      }}
    >
      Securo
    </Typography>
  </Box>
);
