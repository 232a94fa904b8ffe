import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import VisibilityOff from '@mui/icons-material/VisibilityOffOutlined';
import { loginText } from '@/features/auth/constants';

export type PasswordFieldProps = {
  name: string;
  label: string;
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
};

export const PasswordField = ({ name, label, autoComplete, value, onChange, disabled }: PasswordFieldProps) => {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      name={name}
      label={label}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      required
      fullWidth
      disabled={disabled}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={visible ? loginText.hidePassword : loginText.showPassword}
                onClick={() => setVisible((shown) => !shown)}
                onMouseDown={(event) => event.preventDefault()}
              >
                {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
