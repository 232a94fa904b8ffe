import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { WHY_TEAM } from '@/features/founders/constants';

export function WhyTeamSection() {
  return (
    <Box
      component="section"
      aria-labelledby="why-team-title"
      sx={{ py: { xs: 8, md: 10 }, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
    >
      <Container maxWidth="lg">
        <Typography variant="overline" component="p" sx={{ color: 'primary.light' }}>
          {WHY_TEAM.eyebrow}
        </Typography>
        <Typography
          id="why-team-title"
          component="h2"
          sx={{
            fontWeight: 800,
            letterSpacing: '-0.02em',
            fontSize: { xs: '1.875rem', md: '2.5rem' },
            mt: 1,
            mb: { xs: 4, md: 6 },
          }}
        >
          {WHY_TEAM.title}
        </Typography>
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: { xs: 4, md: 6 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {WHY_TEAM.points.map((point, index) => (
            <Box component="li" key={point.title} sx={{ borderTop: 2, borderColor: 'primary.main', pt: 3 }}>
              <Typography aria-hidden sx={{ color: 'primary.light', fontWeight: 800, fontSize: '0.875rem', mb: 1 }}>
                {String(index + 1).padStart(2, '0')}
              </Typography>
              <Typography component="h3" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
                {point.title}
              </Typography>
              <Typography sx={{ lineHeight: 1.7, opacity: 0.85 }}>{point.description}</Typography>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
