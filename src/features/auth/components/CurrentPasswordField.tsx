import { PasswordField, type PasswordFieldProps } from '@/features/auth/components/PasswordField';

type CurrentPasswordFieldProps = Pick<PasswordFieldProps, 'label' | 'value' | 'onChange' | 'disabled'>;

/** The account's current password, asked before a change to how the account signs in. */
export const CurrentPasswordField = (props: CurrentPasswordFieldProps) => (
  <PasswordField name="currentPassword" autoComplete="current-password" {...props} />
);
