import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { STATS } from '@/features/landing/constants';

export function StatsSection() {
  return (
    <Box
      component="section"
      aria-label="Securo in numbers"
      sx={{ borderBlock: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg">
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            py: { xs: 4, md: 5 },
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
            rowGap: 4,
          }}
        >
          {STATS.map((stat) => (
            <Box component="li" key={stat.label} sx={{ textAlign: 'center', px: 1 }}>
              <Typography
                sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '2.5rem' }, color: 'primary.main', lineHeight: 1.1 }}
              >
                {stat.value}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600, mt: 0.5 }}>
                {stat.label}
              </Typography>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
