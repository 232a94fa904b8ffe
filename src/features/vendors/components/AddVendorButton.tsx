import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { vendorPath } from '@/app/paths';
import { usePermission } from '@/features/auth/usePermission';
import { LazyVendorFormDialog } from '@/features/vendors/components/LazyVendorFormDialog';
import { vendorFormText, vendorsText as text } from '@/features/vendors/constants';
import { emptyVendorDraft, vendorInput } from '@/features/vendors/vendorDraft';
import { useCreateVendorMutation } from '@/features/vendors/vendorsApi';
import { useToast } from '@/features/toasts/useToast';

/** "Add vendor", for those who manage the register: the new vendor opens on its own page. */
export const AddVendorButton = () => {
  const { allowed } = usePermission('vendors:manage');
  const [open, setOpen] = useState(false);
  const [createVendor] = useCreateVendorMutation();
  const navigate = useNavigate();
  const toast = useToast();
  if (!allowed) return null;

  return (
    <>
      <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setOpen(true)}>
        {text.add}
      </Button>
      <LazyVendorFormDialog
        open={open}
        title={vendorFormText.addTitle}
        initial={emptyVendorDraft}
        onClose={() => setOpen(false)}
        onSave={async (draft) => {
          const vendor = await createVendor(vendorInput(draft)).unwrap();
          toast.success(vendorFormText.added);
          setOpen(false);
          void navigate(vendorPath(vendor.id));
        }}
      />
    </>
  );
};
