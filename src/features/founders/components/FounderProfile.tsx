import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SocialButtons } from '@/features/founders/components/SocialButtons';
import { SKILLS_HEADING, portraitAlt, type Founder } from '@/features/founders/constants';

const headingId = (name: string) => `founder-${name.toLowerCase().replace(/\s+/g, '-')}`;

export function FounderProfile({ founder }: { founder: Founder }) {
  const { name, role, photo, bio, skills, socials } = founder;
  return (
    <Box
      component="article"
      aria-labelledby={headingId(name)}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        p: { xs: 3, md: 4 },
        borderRadius: 4,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Stack direction="row" spacing={2.5} sx={{ alignItems: 'center', mb: 3 }}>
        <Box
          component="img"
          src={photo}
          alt={portraitAlt(name)}
          width={112}
          height={112}
          sx={{ flexShrink: 0, width: { xs: 88, sm: 112 }, height: { xs: 88, sm: 112 }, borderRadius: 4 }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId(name)} component="h2" variant="h4" sx={{ fontWeight: 800 }}>
            {name}
          </Typography>
          <Typography sx={{ color: 'primary.main', fontWeight: 700, mt: 0.5 }}>{role}</Typography>
        </Box>
      </Stack>
      <Stack spacing={1.5} sx={{ mb: 3, flexGrow: 1 }}>
        {bio.map((paragraph) => (
          <Typography key={paragraph} color="text.secondary" sx={{ lineHeight: 1.7 }}>
            {paragraph}
          </Typography>
        ))}
      </Stack>
      <Typography component="h3" variant="subtitle2" sx={{ mb: 1.25 }}>
        {SKILLS_HEADING}
      </Typography>
      <Stack
        component="ul"
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0, mb: 3 }}
      >
        {skills.map((skill) => (
          <li key={skill}>
            <Chip
              label={skill}
              size="small"
              sx={{ fontWeight: 600, bgcolor: 'primary.light', color: 'primary.dark' }}
            />
          </li>
        ))}
      </Stack>
      <SocialButtons name={name} networks={socials} />
    </Box>
  );
}
