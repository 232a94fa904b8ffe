import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/app/paths';
import { FEATURES_SECTION_ID, NAV_LABELS } from '@/components/site/siteLabels';

type MobileMenuProps = {
  id: string;
  open: boolean;
  onNavigate: () => void;
  onFeatures: (event: MouseEvent<HTMLAnchorElement>) => void;
};

const itemSx = { justifyContent: 'flex-start', color: 'text.primary', fontWeight: 600, py: 1.25 } as const;

export function MobileMenu({ id, open, onNavigate, onFeatures }: MobileMenuProps) {
  return (
    // Stays in the DOM for aria-controls; below md no display rule is set, so `hidden` governs it.
    <Box id={id} hidden={!open} sx={{ display: { md: 'none' }, borderTop: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Stack component="nav" aria-label="Mobile" spacing={0.5} sx={{ py: 2 }}>
          <Button href={`#${FEATURES_SECTION_ID}`} onClick={onFeatures} sx={itemSx}>
            {NAV_LABELS.features}
          </Button>
          <Button component={RouterLink} to={paths.founders} onClick={onNavigate} sx={itemSx}>
            {NAV_LABELS.aboutTeam}
          </Button>
          <Button component={RouterLink} to={paths.login} onClick={onNavigate} sx={itemSx}>
            {NAV_LABELS.login}
          </Button>
          <Button component={RouterLink} to={paths.wishlist} onClick={onNavigate} variant="contained" sx={{ mt: 1 }}>
            {NAV_LABELS.requestAccess}
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
