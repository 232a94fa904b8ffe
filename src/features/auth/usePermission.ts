import { hasPermission, type Permission, roleDoesNotAllow } from '@/contracts/permissions';
import { useAuth } from '@/features/auth/useAuth';

/** Whether the signed-in member's role holds `permission` (the table the server enforces), and if not, why not. */
export const usePermission = (permission: Permission): { allowed: boolean; reason: string | null } => {
  const { user } = useAuth();
  const allowed = user !== null && hasPermission(user.role, permission);
  return { allowed, reason: allowed ? null : roleDoesNotAllow(permission) };
};
