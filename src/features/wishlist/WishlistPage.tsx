import Typography from '@mui/material/Typography';

export default function WishlistPage() {
  return (
    <Typography component="h1" variant="h4" sx={{ p: 4 }}>
      Request early access
    </Typography>
  );
}
