import Chip from '@mui/material/Chip';
import type { VendorTier } from '@/contracts/vendorOptions';
import { vendorsText as text } from '@/features/vendors/constants';

const tierColors: Record<VendorTier, 'error' | 'warning' | 'default'> = { 1: 'error', 2: 'warning', 3: 'default' };

/** A vendor's criticality: tier 1 the most critical. Outlined, its text in the colour's dark shade to be readable. */
export const TierChip = ({ tier }: { tier: VendorTier }) => {
  const color = tierColors[tier];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      label={text.tier(tier)}
      sx={color === 'default' ? undefined : { color: `${color}.dark` }}
    />
  );
};
