import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/app/paths';
import { BrandHomeLink } from '@/components/site/BrandHomeLink';
import { NAV_LABELS } from '@/components/site/siteLabels';
import { PAGE_INTRO } from '@/features/wishlist/constants';

export function WishlistHeader() {
  return (
    <AppBar position="static">
      <Container maxWidth="lg">
        <Toolbar disableGutters component="nav" aria-label="Main" sx={{ gap: 2, minHeight: { xs: 64, md: 72 } }}>
          <BrandHomeLink />
          <Button
            component={RouterLink}
            to={paths.home}
            startIcon={<ArrowBackIcon />}
            sx={{ color: 'text.primary', whiteSpace: 'nowrap', display: { xs: 'none', sm: 'inline-flex' } }}
          >
            {NAV_LABELS.backToHome}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto', whiteSpace: 'nowrap' }}>
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {PAGE_INTRO.haveAccess}{' '}
            </Box>
            <Link component={RouterLink} to={paths.login} sx={{ fontWeight: 700 }}>
              {NAV_LABELS.login}
            </Link>
          </Typography>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
