import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/app/paths';
import { BrandMark } from '@/components/layout/BrandMark';
import { BRAND_NAME } from '@/components/site/siteLabels';

export function BrandHomeLink() {
  return (
    <Box
      component={RouterLink}
      to={paths.home}
      aria-label={`${BRAND_NAME} home`}
      sx={{ display: 'inline-flex', color: 'text.primary', textDecoration: 'none', borderRadius: 1 }}
    >
      <BrandMark prominent />
    </Box>
  );
}
