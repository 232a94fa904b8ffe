import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { WishlistForm } from '@/features/wishlist/components/WishlistForm';
import { WishlistHeader } from '@/features/wishlist/components/WishlistHeader';
import { WishlistIntro } from '@/features/wishlist/components/WishlistIntro';
import { WishlistSuccess } from '@/features/wishlist/components/WishlistSuccess';
import { useWishlistSubmission } from '@/features/wishlist/useWishlistSubmission';

export default function WishlistPage() {
  const { submit, isSubmitting, submitted, error } = useWishlistSubmission();

  return (
    <Box
      sx={(theme) => ({
        minHeight: '100vh',
        background: `linear-gradient(180deg, ${theme.alpha(theme.palette.primary.main, 0.08)} 0%, ${theme.palette.background.default} 480px)`,
      })}
    >
      <WishlistHeader />
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
        {submitted ? (
          <WishlistSuccess email={submitted.email} />
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 4, md: 8 },
              alignItems: 'start',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
            }}
          >
            <WishlistIntro />
            <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 4 }}>
              <WishlistForm submitting={isSubmitting} error={error} onSubmit={submit} />
            </Paper>
          </Box>
        )}
      </Container>
    </Box>
  );
}
