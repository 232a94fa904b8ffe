import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { PAGE_INTRO, WISHLIST_TITLE_ID } from '@/features/wishlist/constants';

export function WishlistIntro() {
  return (
    <Box>
      <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
        {PAGE_INTRO.eyebrow}
      </Typography>
      <Typography
        id={WISHLIST_TITLE_ID}
        component="h1"
        sx={{
          fontWeight: 800,
          letterSpacing: '-0.03em',
          fontSize: { xs: '2.125rem', md: '2.75rem' },
          lineHeight: 1.15,
          mt: 1,
        }}
      >
        {PAGE_INTRO.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2, fontSize: { xs: '1rem', md: '1.125rem' }, lineHeight: 1.65 }}>
        {PAGE_INTRO.subtitle}
      </Typography>
      <Box sx={{ display: { xs: 'none', md: 'block' }, mt: 5 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 2 }}>
          {PAGE_INTRO.benefitsTitle}
        </Typography>
        <Stack component="ul" spacing={1.75} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {PAGE_INTRO.benefits.map((benefit) => (
            <Box component="li" key={benefit} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <CheckCircleIcon aria-hidden sx={{ color: 'success.main', fontSize: 22, mt: 0.125 }} />
              <Typography>{benefit}</Typography>
            </Box>
          ))}
        </Stack>
      </Box>
      <Stack
        direction="row"
        spacing={1.5}
        sx={{
          alignItems: 'center',
          mt: { xs: 3, md: 5 },
          p: 2,
          borderRadius: 2,
          bgcolor: 'primary.light',
          color: 'primary.dark',
        }}
      >
        <ScheduleIcon aria-hidden />
        <Typography sx={{ fontWeight: 600 }}>{PAGE_INTRO.promise}</Typography>
      </Stack>
    </Box>
  );
}
