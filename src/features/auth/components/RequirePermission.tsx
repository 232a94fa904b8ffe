import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { Permission } from '@/contracts/permissions';
import { accessText } from '@/features/auth/constants';
import { usePermission } from '@/features/auth/usePermission';

type RequirePermissionProps = { permission: Permission; children: ReactNode };

/** A page the member's role may not see: a clear notice inside the shell instead of its content (and its requests). */
export const RequirePermission = ({ permission, children }: RequirePermissionProps) => {
  const { allowed, reason } = usePermission(permission);
  if (allowed) return children;
  return (
    <Alert severity="warning">
      <AlertTitle>{accessText.noPageAccess}</AlertTitle>
      {reason}.
    </Alert>
  );
};
