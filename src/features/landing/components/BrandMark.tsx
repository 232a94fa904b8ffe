import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ShieldIcon from '@mui/icons-material/Shield';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/app/paths';
import { BRAND_NAME } from '@/features/landing/constants';

type BrandMarkProps = { inverted?: boolean };

export function BrandMark({ inverted = false }: BrandMarkProps) {
  return (
    <Box
      component={RouterLink}
      to={paths.home}
      aria-label={`${BRAND_NAME} home`}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: inverted ? 'common.white' : 'text.primary',
        textDecoration: 'none',
        borderRadius: 1,
      }}
    >
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 34,
          height: 34,
          borderRadius: 1.5,
          bgcolor: inverted ? 'common.white' : 'primary.main',
          color: inverted ? 'primary.main' : 'primary.contrastText',
        }}
      >
        <ShieldIcon fontSize="small" />
      </Box>
      <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.25rem', letterSpacing: '-0.02em' }}>
        {BRAND_NAME}
      </Typography>
    </Box>
  );
}
