import { PASSWORD_MIN_LENGTH, settingsText } from '@/features/settings/constants';
import type { PasswordDraft } from '@/features/settings/types';

/** SPEC §5, in its order: matching first, then length. The current password is not checked. */
export const passwordProblem = ({ newPassword, confirmPassword }: PasswordDraft): string | null => {
  if (newPassword !== confirmPassword) return settingsText.security.mismatch;
  if (newPassword.length < PASSWORD_MIN_LENGTH) return settingsText.security.tooShort;
  return null;
};
