import type { PreviewKind } from '@/features/evidence/types';

/** How the page can show a file of `mediaType` (as the server decided it from the content), if it can. */
export const previewKind = (mediaType: string): PreviewKind | null => {
  if (mediaType === 'application/pdf') return 'pdf';
  if (mediaType.startsWith('image/')) return 'image';
  if (mediaType.startsWith('text/') || mediaType === 'application/json') return 'text';
  return null;
};
