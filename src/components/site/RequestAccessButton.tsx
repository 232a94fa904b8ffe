import Button, { type ButtonProps } from '@mui/material/Button';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/app/paths';
import { CTA_LABELS } from '@/components/site/siteLabels';

export type RequestAccessButtonProps = Pick<ButtonProps, 'variant' | 'sx'>;

/** The public site's main call to action: to the early-access form. */
export function RequestAccessButton({ variant = 'contained', sx }: RequestAccessButtonProps) {
  return (
    <Button
      component={RouterLink}
      to={paths.wishlist}
      variant={variant}
      size="large"
      endIcon={<ArrowForwardIcon />}
      sx={sx}
    >
      {CTA_LABELS.requestEarlyAccess}
    </Button>
  );
}
