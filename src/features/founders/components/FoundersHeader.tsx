import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/app/paths';
import { NAV_LABELS } from '@/components/site/siteLabels';

export function FoundersHeader() {
  return (
    <AppBar position="sticky">
      <Container maxWidth="lg">
        <Toolbar disableGutters component="nav" aria-label="Main" sx={{ gap: 1, minHeight: { xs: 64, md: 72 } }}>
          <Button
            component={RouterLink}
            to={paths.home}
            startIcon={<ArrowBackIcon />}
            sx={{
              color: 'text.primary',
              px: { xs: 1, sm: 1.5 },
              whiteSpace: 'nowrap',
              '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
            }}
          >
            {NAV_LABELS.backToHome}
          </Button>
          <Stack direction="row" spacing={{ xs: 0.5, sm: 1 }} sx={{ ml: 'auto' }}>
            <Button
              component={RouterLink}
              to={paths.login}
              sx={{ color: 'text.primary', px: { xs: 1, sm: 1.5 }, whiteSpace: 'nowrap' }}
            >
              {NAV_LABELS.login}
            </Button>
            <Button
              component={RouterLink}
              to={paths.wishlist}
              variant="contained"
              sx={{ px: { xs: 1.5, sm: 2 }, whiteSpace: 'nowrap' }}
            >
              {NAV_LABELS.requestAccess}
            </Button>
          </Stack>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
