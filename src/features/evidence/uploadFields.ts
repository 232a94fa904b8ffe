import type { EvidenceDraft } from '@/features/evidence/types';

/** A file's name without its extension: what a file uploaded with no name of its own is called. */
export const nameFromFile = (fileName: string) => fileName.replace(/\.[^.]+$/, '') || fileName;

export const draftTags = (tags: string) =>
  tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/**
 * The multipart fields of one file's upload (contract: arrays as JSON, optional fields left out). With several files,
 * each is named after itself; one file takes the typed name, else its own.
 */
export const uploadFields = (draft: EvidenceDraft, fileName: string, severalFiles: boolean): Record<string, string> => {
  const tags = draftTags(draft.tags);
  const name = severalFiles ? '' : draft.name.trim();
  return {
    name: name || nameFromFile(fileName),
    category: draft.category,
    confidentiality: draft.confidentiality,
    ...(draft.description.trim() && { description: draft.description.trim() }),
    ...(tags.length > 0 && { tags: JSON.stringify(tags) }),
    ...(draft.controls.length > 0 && {
      controls: JSON.stringify(draft.controls.map(({ framework, controlId }) => ({ framework, controlId }))),
    }),
    ...(draft.validUntil && { validUntil: draft.validUntil }),
  };
};
