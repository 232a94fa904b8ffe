import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';
import { FeatureCard } from '@/features/landing/components/FeatureCard';
import { SectionHeading } from '@/features/landing/components/SectionHeading';
import { FEATURES_SECTION_ID, SECTION_HEADINGS } from '@/features/landing/constants';
import { FEATURE_GROUPS } from '@/features/landing/featureGroups';

export function FeaturesSection() {
  const sectionRef = useRef<HTMLElement>(null);
  const { hash } = useLocation();

  // Arriving from another page via /#features: the router does not scroll to fragments by itself.
  useEffect(() => {
    if (hash === `#${FEATURES_SECTION_ID}`) sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <Box
      ref={sectionRef}
      component="section"
      id={FEATURES_SECTION_ID}
      aria-labelledby="features-title"
      tabIndex={-1}
      sx={{ py: { xs: 8, md: 12 }, scrollMarginTop: { xs: 64, md: 72 }, '&:focus': { outline: 'none' } }}
    >
      <Container maxWidth="lg">
        <SectionHeading id="features-title" {...SECTION_HEADINGS.features} />
        <Stack spacing={{ xs: 6, md: 8 }}>
          {FEATURE_GROUPS.map((group) => (
            <Box key={group.id} component="section" aria-labelledby={`features-${group.id}`}>
              <Box sx={{ mb: 3 }}>
                <Typography id={`features-${group.id}`} component="h3" variant="h5" sx={{ fontWeight: 700 }}>
                  {group.title}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                  {group.description}
                </Typography>
              </Box>
              <Box
                component="ul"
                sx={{
                  listStyle: 'none',
                  m: 0,
                  p: 0,
                  display: 'grid',
                  gap: 2.5,
                  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
                }}
              >
                {group.features.map((feature) => (
                  <FeatureCard key={feature.title} feature={feature} comingSoon={group.comingSoon} />
                ))}
              </Box>
            </Box>
          ))}
        </Stack>
      </Container>
    </Box>
  );
}
