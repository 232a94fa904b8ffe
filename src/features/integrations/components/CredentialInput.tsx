import TextField from '@mui/material/TextField';
import type { CredentialField } from '@/contracts/integrations';
import { connectDialogText } from '@/features/integrations/constants';

type CredentialInputProps = {
  field: CredentialField;
  value: string;
  onChange: (value: string) => void;
  autoFocus: boolean;
};

/** One field the connector asks for; a secret one is masked and says how it is kept. */
export const CredentialInput = ({ field, value, onChange, autoFocus }: CredentialInputProps) => {
  const help = field.secret ? [field.help, connectDialogText.apiKeyHelp].filter(Boolean).join(' ') : field.help;
  return (
    <TextField
      label={field.label}
      name={field.name}
      type={field.secret ? 'password' : 'text'}
      autoComplete="off"
      required={field.required}
      placeholder={field.placeholder ?? undefined}
      helperText={help}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
      autoFocus={autoFocus}
    />
  );
};
