import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { SectionHeading } from '@/features/landing/components/SectionHeading';
import { SECTION_HEADINGS, WHY_HIGHLIGHTS } from '@/features/landing/constants';

export function WhySection() {
  return (
    <Box
      component="section"
      aria-labelledby="why-title"
      sx={{ py: { xs: 8, md: 12 }, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
    >
      <Container maxWidth="lg">
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' }, gap: { xs: 2, md: 8 } }}>
          <SectionHeading id="why-title" align="left" inverted {...SECTION_HEADINGS.why} />
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 4,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
            }}
          >
            {WHY_HIGHLIGHTS.map((highlight) => (
              <Box component="li" key={highlight.title} sx={{ display: 'flex', gap: 2 }}>
                <TaskAltIcon aria-hidden sx={{ mt: 0.25, flexShrink: 0 }} />
                <Box>
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.75 }}>
                    {highlight.title}
                  </Typography>
                  <Typography variant="body2" sx={{ lineHeight: 1.7, opacity: 0.85 }}>
                    {highlight.description}
                  </Typography>
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
