import type { AuthContext } from '../auth/context';
import type { TwoFactorKeys } from './keys';

export type TwoFactorContext = AuthContext & {
  keys: TwoFactorKeys;
  /** Where work that must not fail a committed change (queuing its email) reports that it did not happen. */
  log: { warn: (message: string) => void };
};

/** The member a two-factor operation is for, as the users repository reads them. */
export type Member = { id: string; organization_id: string; name: string; email: string };
