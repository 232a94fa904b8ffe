import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { BrandHomeLink } from '@/components/site/BrandHomeLink';
import {
  BRAND_NAME,
  FOOTER,
  FOOTER_COMPANY_LINKS,
  FOOTER_PRODUCT_LINKS,
  FRAMEWORK_NAMES,
  type NavLink,
} from '@/components/site/siteLabels';

function FooterColumn({ heading, links }: { heading: string; links: readonly NavLink[] }) {
  return (
    <Box component="nav" aria-label={heading}>
      <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {heading}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {links.map((link) => (
          <li key={link.label}>
            <Link component={RouterLink} to={link.to} color="text.secondary" underline="hover" variant="body2">
              {link.label}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

export function SiteFooter() {
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: { xs: 6, md: 8 } }}
    >
      <Container maxWidth="lg">
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr 1fr' } }}>
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <BrandHomeLink />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2, maxWidth: 320 }}>
              {FOOTER.tagline}
            </Typography>
          </Box>
          <FooterColumn heading={FOOTER.productHeading} links={FOOTER_PRODUCT_LINKS} />
          <FooterColumn heading={FOOTER.companyHeading} links={FOOTER_COMPANY_LINKS} />
          <Box>
            <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 1.5 }}>
              {FOOTER.frameworksHeading}
            </Typography>
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {FRAMEWORK_NAMES.map((framework) => (
                <Typography component="li" key={framework} variant="body2" color="text.secondary">
                  {framework}
                </Typography>
              ))}
            </Stack>
          </Box>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 6, pt: 3, borderTop: 1, borderColor: 'divider' }}>
          © {new Date().getFullYear()} {BRAND_NAME}. {FOOTER.rights}
        </Typography>
      </Container>
    </Box>
  );
}
