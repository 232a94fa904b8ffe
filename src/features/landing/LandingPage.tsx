import Typography from '@mui/material/Typography';

export default function LandingPage() {
  return (
    <Typography component="h1" variant="h4" sx={{ p: 4 }}>
      Securo
    </Typography>
  );
}
