import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import { TESTIMONIAL_RATING_MAX, ratingLabel, type Testimonial } from '@/features/landing/constants';

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { quote, name, role, company, rating } = testimonial;
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        p: { xs: 3, md: 4 },
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Box role="img" aria-label={ratingLabel(rating)} sx={{ display: 'flex', color: 'warning.main', mb: 2 }}>
        {Array.from({ length: TESTIMONIAL_RATING_MAX }, (_, index) => (
          <StarRoundedIcon key={index} sx={{ color: index < rating ? 'inherit' : 'action.disabled' }} />
        ))}
      </Box>
      <Box component="figure" sx={{ m: 0, display: 'flex', flexDirection: 'column', flexGrow: 1 }}>
        <Typography component="blockquote" sx={{ m: 0, flexGrow: 1, lineHeight: 1.7, fontSize: '1.0625rem' }}>
          “{quote}”
        </Typography>
        <Stack component="figcaption" direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 3 }}>
          <Box
            aria-hidden
            sx={{
              display: 'grid',
              placeItems: 'center',
              flexShrink: 0,
              width: 40,
              height: 40,
              borderRadius: '50%',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontWeight: 700,
              fontSize: '0.9375rem',
            }}
          >
            {initials(name)}
          </Box>
          <Box>
            <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {role}, {company}
            </Typography>
          </Box>
        </Stack>
      </Box>
    </Box>
  );
}
