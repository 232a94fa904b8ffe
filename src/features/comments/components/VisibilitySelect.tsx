import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { CommentVisibility } from '@/contracts/comments';
import { commentsText as text, visibilityLabels } from '@/features/comments/constants';

type VisibilitySelectProps = {
  options: readonly CommentVisibility[];
  value: CommentVisibility;
  disabled?: boolean;
  onChange: (visibility: CommentVisibility) => void;
};

/** Who will read the comment, beside Send so the author sees it before sending. */
export const VisibilitySelect = ({ options, value, disabled, onChange }: VisibilitySelectProps) => (
  <TextField
    select
    size="small"
    label={text.visibility}
    value={value}
    disabled={disabled || options.length < 2}
    onChange={(event) => onChange(event.target.value as CommentVisibility)}
    sx={{ minWidth: 200 }}
  >
    {options.map((option) => (
      <MenuItem key={option} value={option}>
        {visibilityLabels[option]}
      </MenuItem>
    ))}
  </TextField>
);
