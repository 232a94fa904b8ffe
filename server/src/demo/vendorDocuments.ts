import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Db } from '../db/database';
import type { FileStore } from '../storage/fileStore';
import { defaultEvidenceMaxBytes } from '@/contracts/evidence';
import type { VendorDocumentKind } from '@/contracts/vendorOptions';
import { textPdf } from './evidenceFiles';
import { insertEvidence } from '../modules/evidence/repository';
import { storageKey, storeInspected, versionRow } from '../modules/evidence/service';

const dayMs = 24 * 60 * 60 * 1000;

export type DemoDocument = { kind: VendorDocumentKind; expiresInDays: number };

const titles: Record<VendorDocumentKind, (vendor: string) => string> = {
  soc2: (vendor) => `${vendor} SOC 2 Type II Report`,
  iso27001: (vendor) => `${vendor} ISO 27001 Certificate`,
  dpa: (vendor) => `${vendor} Data Processing Agreement (signed)`,
  baa: (vendor) => `${vendor} Business Associate Agreement (signed)`,
};

const summaries: Record<VendorDocumentKind, string> = {
  soc2: 'Independent auditor’s report on the design and operating effectiveness of the vendor’s security controls.',
  iso27001: 'Certificate of registration of the vendor’s information security management system.',
  dpa: 'The terms under which the vendor processes personal data on Acme Cloud’s behalf, with its sub-processors.',
  baa: 'The vendor’s commitments as a business associate handling protected health information for Acme Cloud.',
};

/** Files one vendor document in the demo locker, uploaded and approved by the uploader: the new item's id and name. */
export const storeDemoDocument = async (
  db: Db,
  store: FileStore,
  organizationId: string,
  uploader: { id: string; name: string },
  vendor: string,
  document: DemoDocument,
  now: number,
) => {
  const id = randomUUID();
  const name = titles[document.kind](vendor);
  const key = storageKey(organizationId, id);
  const fileName = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`;
  const file = { stream: Readable.from([await textPdf(name, [summaries[document.kind]])]), fileName };
  const inspected = await storeInspected({ store, maxBytes: defaultEvidenceMaxBytes }, key, file);
  const uploadedAt = new Date(now - 60 * dayMs).toISOString();
  await insertEvidence(
    db,
    {
      id,
      organization_id: organizationId,
      name,
      category: 'Procedures',
      description: summaries[document.kind],
      tags: JSON.stringify(['Vendor', vendor]),
      confidentiality: 'confidential',
      status: 'approved',
      // The locker's demo items are all in date; a lapsed document shows its expiry on the vendor's page only.
      valid_until:
        document.expiresInDays < 0 ? null : new Date(now + document.expiresInDays * dayMs).toISOString().slice(0, 10),
      uploaded_by: uploader.id,
      uploaded_by_label: uploader.name,
      created_at: uploadedAt,
      updated_at: uploadedAt,
      current_version: 1,
      reviewed_by_label: uploader.name,
      reviewed_at: uploadedAt,
      review_note: null,
    },
    [],
    versionRow({ userId: uploader.id, name: uploader.name }, id, 1, file, inspected, key, uploadedAt),
  );
  return { id, name };
};
