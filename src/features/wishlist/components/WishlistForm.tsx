import { useCallback, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/Lock';
import { WishlistFormField } from '@/features/wishlist/components/WishlistFormField';
import { PRIVACY_NOTE, SUBMIT_LABEL, SUBMITTING_LABEL, WISHLIST_TITLE_ID } from '@/features/wishlist/constants';
import { FORM_LAYOUT } from '@/features/wishlist/fieldConfig';
import type { WishlistDraft, WishlistField } from '@/features/wishlist/types';
import type { WishlistRequest } from '@/contracts/wishlist';
import { emptyDraft, isMissing, toWishlistRequest } from '@/features/wishlist/wishlistDraft';
import { useHydrated } from '@/lib/useHydrated';

type WishlistFormProps = {
  submitting: boolean;
  error: string | null;
  onSubmit: (request: WishlistRequest) => void;
};

export function WishlistForm({ submitting, error, onSubmit }: WishlistFormProps) {
  const [draft, setDraft] = useState<WishlistDraft>(emptyDraft);
  const [showMissing, setShowMissing] = useState(false);
  const hydrated = useHydrated();

  const updateField = useCallback(
    (field: WishlistField, value: string) => setDraft((current) => ({ ...current, [field]: value })),
    [],
  );

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = toWishlistRequest(draft);
    if (!request) {
      setShowMissing(true);
      return;
    }
    onSubmit(request);
  };

  return (
    <Box component="form" aria-labelledby={WISHLIST_TITLE_ID} onSubmit={handleSubmit} inert={!hydrated}>
      {FORM_LAYOUT.map((section) => (
        <Box component="fieldset" key={section.title} sx={{ border: 0, m: 0, p: 0, mb: 4, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 2.5, p: 0 }}>
            {section.title}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2.5,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {section.fields.map((field) => (
              <WishlistFormField
                key={field}
                field={field}
                value={draft[field]}
                missing={showMissing && isMissing(draft, field)}
                disabled={submitting}
                onChange={updateField}
              />
            ))}
          </Box>
        </Box>
      ))}
      {error && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {error}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={submitting}
        startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        sx={{ py: 1.5 }}
      >
        {submitting ? SUBMITTING_LABEL : SUBMIT_LABEL}
      </Button>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 0.75, mt: 2 }}
      >
        <LockIcon aria-hidden sx={{ fontSize: 16 }} />
        {PRIVACY_NOTE}
      </Typography>
    </Box>
  );
}
