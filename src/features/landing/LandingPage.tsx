import Box from '@mui/material/Box';
import { ClosingCta } from '@/features/landing/components/ClosingCta';
import { FeaturesSection } from '@/features/landing/components/FeaturesSection';
import { HeroSection } from '@/features/landing/components/HeroSection';
import { LandingNav } from '@/features/landing/components/LandingNav';
import { SiteFooter } from '@/components/site/SiteFooter';
import { StatsSection } from '@/features/landing/components/StatsSection';
import { TestimonialsSection } from '@/features/landing/components/TestimonialsSection';
import { WhySection } from '@/features/landing/components/WhySection';

export default function LandingPage() {
  return (
    <Box sx={{ bgcolor: 'background.default', minHeight: '100vh' }}>
      <LandingNav />
      <main>
        <HeroSection />
        <StatsSection />
        <FeaturesSection />
        <WhySection />
        <TestimonialsSection />
        <ClosingCta />
      </main>
      <SiteFooter />
    </Box>
  );
}
