import { useState, type ChangeEvent, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFile';
import { uploadEvidenceText as text } from '@/features/evidence/constants';
import { visuallyHidden } from '@/components/VisuallyHidden';

type FileDropZoneProps = {
  files: File[];
  multiple: boolean;
  disabled: boolean;
  onChange: (files: File[]) => void;
};

/** Files dropped onto the zone or picked with its button; a single-file zone keeps the last one. */
export const FileDropZone = ({ files, multiple, disabled, onChange }: FileDropZoneProps) => {
  const [dragging, setDragging] = useState(false);
  const choose = (chosen: File[]) => {
    if (disabled || chosen.length === 0) return;
    onChange(multiple ? [...files, ...chosen] : chosen.slice(-1));
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(Array.from(event.dataTransfer.files));
  };
  return (
    <Box
      role="group"
      aria-label={text.dropZone}
      onDragOver={(event: DragEvent) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      sx={{
        display: 'grid',
        justifyItems: 'center',
        gap: 1,
        p: 3,
        border: 2,
        borderStyle: 'dashed',
        borderRadius: 2,
        borderColor: dragging ? 'primary.main' : 'divider',
        bgcolor: dragging ? 'action.hover' : 'transparent',
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {text.dropZone}
      </Typography>
      {/* A label, not a button, so the file input inside it stays the one keyboard-focusable control. */}
      <Button
        component="label"
        role={undefined}
        tabIndex={-1}
        variant="outlined"
        disabled={disabled}
        startIcon={<UploadFile />}
        sx={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
      >
        {text.file}
        <Box
          component="input"
          type="file"
          multiple={multiple}
          disabled={disabled}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            choose(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
          sx={visuallyHidden}
        />
      </Button>
      {files.length === 0 && (
        <Typography variant="caption" color="text.secondary">
          {text.noFile}
        </Typography>
      )}
    </Box>
  );
};
