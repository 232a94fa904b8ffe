import Typography from '@mui/material/Typography';

export default function FoundersPage() {
  return (
    <Typography component="h1" variant="h4" sx={{ p: 4 }}>
      Meet the founders
    </Typography>
  );
}
