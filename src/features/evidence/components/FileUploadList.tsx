import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { useAppSelector } from '@/app/hooks';
import { uploadEvidenceText as text } from '@/features/evidence/constants';
import { selectUploads, uploadPercent } from '@/features/evidence/evidenceUploadsSlice';
import { formatFileSize } from '@/features/evidence/fileSize';
import type { FileUpload } from '@/features/evidence/types';

const statusLabel = { uploading: text.uploading, stored: text.stored, failed: text.failed } as const;
const progressColor = { uploading: 'primary', stored: 'success', failed: 'error' } as const;

const UploadRow = ({ upload }: { upload: FileUpload }) => (
  <Box component="li" sx={{ display: 'grid', gap: 0.5 }}>
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" noWrap>
        {upload.fileName}
      </Typography>
      <Typography variant="caption" color={upload.status === 'failed' ? 'error' : 'text.secondary'}>
        {statusLabel[upload.status]} · {uploadPercent(upload)}%
      </Typography>
    </Box>
    <LinearProgress
      variant="determinate"
      value={uploadPercent(upload)}
      color={progressColor[upload.status]}
      aria-label={text.progress(upload.fileName)}
    />
    {upload.error && (
      <Typography variant="caption" color="error" role="alert">
        {upload.error}
      </Typography>
    )}
  </Box>
);

/** Each file's progress once the upload started. */
export const FileUploadList = () => {
  const uploads = useAppSelector(selectUploads);
  return (
    <Box component="ul" sx={{ display: 'grid', gap: 1.5, m: 0, p: 0, listStyle: 'none' }}>
      {uploads.map((upload) => (
        <UploadRow key={upload.id} upload={upload} />
      ))}
    </Box>
  );
};

type ChosenFilesProps = { files: File[]; onRemove: (file: File) => void };

/** The files chosen so far, each removable before the upload starts. */
export const ChosenFiles = ({ files, onRemove }: ChosenFilesProps) => (
  <Box component="ul" aria-label={text.chosenFiles} sx={{ display: 'grid', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}>
    {files.map((file, index) => (
      <Box component="li" key={`${file.name}-${index}`} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" noWrap sx={{ flexGrow: 1 }}>
          {file.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatFileSize(file.size)}
        </Typography>
        <IconButton size="small" aria-label={text.remove(file.name)} onClick={() => onRemove(file)}>
          <Close fontSize="small" />
        </IconButton>
      </Box>
    ))}
  </Box>
);
