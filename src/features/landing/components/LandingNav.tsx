import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/app/paths';
import { BrandHomeLink } from '@/components/site/BrandHomeLink';
import { FEATURES_SECTION_ID, NAV_LABELS } from '@/components/site/siteLabels';
import { MobileMenu } from '@/features/landing/components/MobileMenu';
import { useScrollToSection } from '@/features/landing/useScrollToSection';

const MOBILE_MENU_ID = 'landing-mobile-menu';

const navLinkSx = { color: 'text.primary', fontWeight: 600, px: 1.5 } as const;

export function LandingNav() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const scrollToFeatures = useScrollToSection(FEATURES_SECTION_ID, closeMenu);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    closeMenu();
    toggleRef.current?.focus();
  };

  return (
    <AppBar position="sticky" onKeyDown={closeOnEscape}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: { xs: 64, md: 72 } }}>
          <BrandHomeLink />
          <Box
            component="nav"
            aria-label="Main"
            sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5, ml: 'auto' }}
          >
            <Button href={`#${FEATURES_SECTION_ID}`} onClick={scrollToFeatures} sx={navLinkSx}>
              {NAV_LABELS.features}
            </Button>
            <Button component={RouterLink} to={paths.founders} sx={navLinkSx}>
              {NAV_LABELS.aboutTeam}
            </Button>
            <Button component={RouterLink} to={paths.login} sx={navLinkSx}>
              {NAV_LABELS.login}
            </Button>
            <Button component={RouterLink} to={paths.wishlist} variant="contained" sx={{ ml: 1 }}>
              {NAV_LABELS.requestAccess}
            </Button>
          </Box>
          <IconButton
            ref={toggleRef}
            aria-label={NAV_LABELS.menuToggle}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpen((open) => !open)}
            sx={{ display: { md: 'none' }, ml: 'auto' }}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        </Toolbar>
      </Container>
      <MobileMenu id={MOBILE_MENU_ID} open={menuOpen} onNavigate={closeMenu} onFeatures={scrollToFeatures} />
    </AppBar>
  );
}
