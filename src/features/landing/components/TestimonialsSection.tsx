import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { SectionHeading } from '@/features/landing/components/SectionHeading';
import { TestimonialCard } from '@/features/landing/components/TestimonialCard';
import { SECTION_HEADINGS, TESTIMONIALS } from '@/features/landing/constants';

export function TestimonialsSection() {
  return (
    <Box component="section" aria-labelledby="testimonials-title" sx={{ py: { xs: 8, md: 12 } }}>
      <Container maxWidth="lg">
        <SectionHeading id="testimonials-title" {...SECTION_HEADINGS.testimonials} />
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {TESTIMONIALS.map((testimonial) => (
            <TestimonialCard key={testimonial.name} testimonial={testimonial} />
          ))}
        </Box>
      </Container>
    </Box>
  );
}
