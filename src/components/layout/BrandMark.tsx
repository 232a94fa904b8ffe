import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Shield from '@mui/icons-material/Shield';
import { BRAND_NAME } from '@/components/site/siteLabels';

export type BrandMarkProps = {
  /** On dark surfaces the wordmark turns light. */
  inverse?: boolean;
  /** The public site's headers and footer set the wordmark heavier and a touch larger. */
  prominent?: boolean;
};

export const BrandMark = ({ inverse = false, prominent = false }: BrandMarkProps) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: prominent ? 1 : 1.25 }}>
    <Box
      aria-hidden
      sx={{
        width: 34,
        height: 34,
        borderRadius: prominent ? 1.5 : 2,
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
        fontWeight: prominent ? 800 : 700,
        fontSize: prominent ? '1.25rem' : '1.2rem',
        letterSpacing: prominent ? '-0.02em' : '-0.01em',
        color: inverse ? 'common.white' : 'text.primary',
      }}
    >
      {BRAND_NAME}
    </Typography>
  </Box>
);
