import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import type { EvidenceItem } from '@/contracts/evidence';
import { evidenceDetailsText as text, evidenceLockerText } from '@/features/evidence/constants';
import { useGetEvidencePreviewQuery } from '@/features/evidence/evidenceApi';
import { previewKind } from '@/features/evidence/previewKind';

const frame = { width: '100%', height: 360, border: 1, borderColor: 'divider', borderRadius: 1 } as const;

/** The current version shown in the page: a PDF in a frame, an image, or text; other kinds only download. */
export const EvidencePreviewPanel = ({ evidence }: { evidence: Pick<EvidenceItem, 'id' | 'name' | 'current'> }) => {
  const { version, mediaType } = evidence.current;
  const previewable = previewKind(mediaType) !== null;
  const { data, isError } = useGetEvidencePreviewQuery(
    previewable ? { id: evidence.id, version, mediaType } : skipToken,
  );
  if (!previewable)
    return (
      <Typography variant="body2" color="text.secondary">
        {text.noPreview}
      </Typography>
    );
  if (isError) return <Typography color="error">{evidenceLockerText.previewFailed}</Typography>;
  if (!data) return <CircularProgress size={24} aria-label={text.preview} />;
  if (data.kind === 'text') {
    return (
      <Box
        component="pre"
        aria-label={text.preview}
        sx={{ ...frame, height: 'auto', maxHeight: 360, m: 0, p: 1.5, overflow: 'auto', bgcolor: 'grey.50' }}
      >
        {data.text}
      </Box>
    );
  }
  if (data.kind === 'pdf') return <Box component="iframe" title={text.preview} src={data.url} sx={frame} />;
  return <Box component="img" alt={evidence.name} src={data.url} sx={{ maxWidth: '100%', maxHeight: 360 }} />;
};
