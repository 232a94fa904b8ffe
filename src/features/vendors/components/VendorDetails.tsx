import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import {
  businessImpactLabels,
  dataCategoryLabels,
  dataSharedLabels,
  vendorStatusLabels,
} from '@/contracts/vendorOptions';
import type { VendorDetail } from '@/contracts/vendors';
import { TierChip } from '@/features/vendors/components/TierChip';
import { LazyVendorFormDialog } from '@/features/vendors/components/LazyVendorFormDialog';
import { vendorFormText as text, vendorsText } from '@/features/vendors/constants';
import { draftOf, vendorInput } from '@/features/vendors/vendorDraft';
import { useUpdateVendorMutation } from '@/features/vendors/vendorsApi';
import { useToast } from '@/features/toasts/useToast';
import { formatCalendarDay } from '@/lib/dates';

const day = (value: string | null) => (value ? formatCalendarDay(value) : vendorsText.noDate);

/** What the register holds about the vendor; those who manage it edit it in a dialog. */
export const VendorDetails = ({ vendor, canManage }: { vendor: VendorDetail; canManage: boolean }) => {
  const [editing, setEditing] = useState(false);
  const [updateVendor] = useUpdateVendorMutation();
  const toast = useToast();
  const facts: [string, string][] = [
    [text.website, vendor.website],
    [text.service, vendor.service],
    [text.owner, vendor.owner?.name ?? vendorsText.noOwner],
    [text.dataShared, dataSharedLabels[vendor.dataShared]],
    [text.productionAccess, vendor.productionAccess ? text.yes : text.no],
    [text.businessImpact, businessImpactLabels[vendor.businessImpact]],
    [
      text.dataCategories,
      vendor.dataCategories.map((category) => dataCategoryLabels[category]).join(', ') || vendorsText.noData,
    ],
    [text.countries, vendor.countries.join(', ') || vendorsText.noDate],
    [text.contractStart, day(vendor.contractStart)],
    [text.contractEnd, day(vendor.contractEnd)],
    [text.subprocessor, vendor.subprocessor ? text.yes : text.no],
    [text.status, vendorStatusLabels[vendor.status]],
  ];

  return (
    <Paper variant="outlined" component="section" aria-labelledby="vendor-details" sx={{ p: 2, mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <Typography id="vendor-details" component="h2" variant="h6">
          {vendor.name}
        </Typography>
        <TierChip tier={vendor.tier} />
        <Box sx={{ flex: 1 }} />
        {canManage && (
          <Button size="small" startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
            {text.edit}
          </Button>
        )}
      </Box>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 0.75, m: 0 }}
      >
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {canManage && (
        <LazyVendorFormDialog
          open={editing}
          editing
          title={text.editTitle}
          initial={draftOf(vendor)}
          onClose={() => setEditing(false)}
          onSave={async (draft) => {
            await updateVendor({
              vendorId: vendor.id,
              changes: { ...vendorInput(draft), status: draft.status },
            }).unwrap();
            toast.success(text.saved);
            setEditing(false);
          }}
        />
      )}
    </Paper>
  );
};
