import type { Role } from '@/contracts/enums';

/** The member a two-factor operation is for, as the users repository reads them. */
export type Member = { id: string; organization_id: string; name: string; email: string; role: Role };
