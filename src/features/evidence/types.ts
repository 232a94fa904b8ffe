import type { z } from 'zod';
import type { All } from '@/components/FilterSelect';
import type { evidenceDetails, EvidenceStatus, RelatedControl } from '@/contracts/evidence';
import type { Confidentiality, EvidenceCategory } from '@/contracts/evidenceOptions';

export type EvidenceDetails = z.output<typeof evidenceDetails>;

export type EvidenceFilters = {
  category: EvidenceCategory | All;
  status: EvidenceStatus | All;
  confidentiality: Confidentiality | All;
  search: string;
};

/** What the list asks the server for: the filters set on screen and the control a link (the heat map) named. */
export type EvidenceQuery = EvidenceFilters & { control: RelatedControl | null };

export type UploadStatus = 'uploading' | 'stored' | 'failed';

/** One file on its way to the server: what the upload dialog shows for it. */
export type FileUpload = {
  id: string;
  fileName: string;
  loaded: number;
  total: number;
  status: UploadStatus;
  error: string | null;
};

/** An upload's destination: new evidence with its fields, or a new version of an item. */
export type UploadTarget =
  { kind: 'evidence'; fields: Record<string, string> } | { kind: 'version'; evidenceId: string };

export type PreviewKind = 'pdf' | 'image' | 'text';

/** A version's preview: an object URL for a PDF or an image, the text itself for text. */
export type EvidencePreview = { kind: 'pdf' | 'image'; url: string } | { kind: 'text'; text: string };

/** What the upload dialog is for: new evidence, or a new version of an item. */
export type UploadDestination = { kind: 'evidence' } | { kind: 'version'; evidence: { id: string; name: string } };

/** The upload form's fields, as typed. */
export type EvidenceDraft = {
  name: string;
  category: EvidenceCategory;
  confidentiality: Confidentiality;
  description: string;
  tags: string;
  controls: RelatedControl[];
  validUntil: string;
};
