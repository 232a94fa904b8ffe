import { useState } from 'react';
import Button from '@mui/material/Button';
import { OpenedOnce } from '@/components/OpenedOnce';
import { usePermission } from '@/features/auth/usePermission';
import { policyImportText as text } from '@/features/policies/constants';
import { lazyNamed } from '@/lib/lazyNamed';

const ImportPolicyDialog = lazyNamed(
  () => import(/* webpackChunkName: "policy-import" */ '@/features/policies/components/ImportPolicyDialog'),
  'ImportPolicyDialog',
);

/** For those who manage policies: bring in a policy they already have, as a new draft. */
export const ImportPolicyButton = () => {
  const { allowed } = usePermission('policies:manage');
  const [open, setOpen] = useState(false);
  if (!allowed) return null;
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {text.open}
      </Button>
      <OpenedOnce open={open}>
        <ImportPolicyDialog open={open} onClose={() => setOpen(false)} />
      </OpenedOnce>
    </>
  );
};
