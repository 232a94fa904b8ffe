import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

type SectionHeadingProps = {
  id: string;
  eyebrow: string;
  title: string;
  subtitle?: string;
  align?: 'left' | 'center';
  inverted?: boolean;
};

export function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
  align = 'center',
  inverted = false,
}: SectionHeadingProps) {
  return (
    <Box
      sx={{
        textAlign: align,
        maxWidth: align === 'center' ? 720 : 'none',
        mx: align === 'center' ? 'auto' : 0,
        mb: { xs: 5, md: 7 },
      }}
    >
      <Typography
        variant="overline"
        component="p"
        sx={{ fontWeight: 700, letterSpacing: '0.12em', color: inverted ? 'primary.light' : 'primary.main' }}
      >
        {eyebrow}
      </Typography>
      <Typography
        id={id}
        component="h2"
        variant="h3"
        sx={{
          fontWeight: 800,
          letterSpacing: '-0.02em',
          fontSize: { xs: '1.875rem', md: '2.5rem' },
          mt: 1,
          textWrap: 'balance',
        }}
      >
        {title}
      </Typography>
      {subtitle && (
        <Typography
          sx={{
            fontSize: { xs: '1rem', md: '1.125rem' },
            lineHeight: 1.65,
            mt: 2,
            color: inverted ? 'inherit' : 'text.secondary',
            opacity: inverted ? 0.85 : 1,
          }}
        >
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
