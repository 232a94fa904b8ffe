import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';
import { FEATURES_SECTION_ID } from '@/components/site/siteLabels';
import { FeatureCard } from '@/features/landing/components/FeatureCard';
import { SectionHeading } from '@/features/landing/components/SectionHeading';
import { SECTION_HEADINGS } from '@/features/landing/constants';
import { FEATURE_GROUPS } from '@/features/landing/featureGroups';

// On a 12-track grid: three cards a row (two on small screens); a trailing pair or single card
// widens to fill its row, and a group of four sits in one row, so no row ends half empty.
const cardSpan = (index: number, count: number) => {
  const smTrailing = count % 2;
  const mdTrailing = count % 3;
  return {
    sm: `span ${smTrailing && index === count - 1 ? 12 : 6}`,
    md: `span ${count === 4 ? 3 : index >= count - mdTrailing ? 12 / mdTrailing : 4}`,
  };
};

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
                  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(12, minmax(0, 1fr))' },
                }}
              >
                {group.features.map((feature, index) => (
                  <FeatureCard
                    key={feature.title}
                    feature={feature}
                    comingSoon={group.comingSoon}
                    gridColumn={cardSpan(index, group.features.length)}
                  />
                ))}
              </Box>
            </Box>
          ))}
        </Stack>
      </Container>
    </Box>
  );
}
