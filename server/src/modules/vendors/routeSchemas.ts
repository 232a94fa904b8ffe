import { Readable } from 'node:stream';
import { z } from 'zod';
import { describeRoute, documented, failures } from '../../plugins/routeDocs';
import { messageResponse } from '@/contracts/envelope';
import {
  createVendorBody,
  linkDocumentBody,
  recordReviewBody,
  updateVendorBody,
  type VendorDetail,
  vendorDetailResponse,
  vendorDocumentParams,
  vendorListQuery,
  vendorListResponse,
  vendorParams,
  type VendorSummary,
} from '@/contracts/vendors';

const tag = 'Vendors' as const;

const summary: VendorSummary = {
  id: '3d1f7a2b-6c4e-4b8a-9f0d-2e5c7a9b1d3f',
  name: 'Northbeam Payroll',
  website: 'https://northbeam.example',
  service: 'Payroll and benefits administration',
  owner: { id: '2f4e6a8c-1b3d-4f5a-8c7e-9d0b2a4c6e8f', name: 'Priya Shah' },
  tier: 1,
  dataShared: 'customerOrPersonal',
  productionAccess: false,
  businessImpact: 'high',
  dataCategories: ['personal', 'health'],
  countries: ['US'],
  contractStart: '2025-02-01',
  contractEnd: '2027-01-31',
  subprocessor: false,
  status: 'active',
  nextReviewOn: '2027-03-10',
  reviewCurrent: true,
  findingsCount: 1,
};

const detail: VendorDetail = {
  ...summary,
  documents: [
    {
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      kind: 'dpa',
      evidence: { id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f', name: 'Northbeam DPA (signed)' },
      expiresOn: '2027-01-31',
      expired: false,
      linkedBy: 'Priya Shah',
      linkedAt: '2026-03-10T09:00:00.000Z',
    },
  ],
  findings: [
    {
      kind: 'missingDocument',
      documentKind: 'baa',
      requirement: 'HIPAA 164.308(b)',
      message: 'No business associate agreement (BAA) is linked, yet it receives health data',
    },
  ],
  reviews: [
    {
      id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
      reviewedOn: '2026-03-10',
      reviewer: 'Priya Shah',
      answers: { encryption: 'yes', breachNotification: 'yes' },
      findings: 'Breach notice window is 72 hours; asked for 48.',
      decision: 'approvedWithConditions',
    },
  ],
};

const detailAnswer = (description: string) =>
  documented(vendorDetailResponse, description, { success: true, data: detail });

export const listSchema = {
  ...describeRoute({ tag, summary: 'A page of the vendor register, filtered by tier, status, sub-processor or name' }),
  querystring: vendorListQuery,
  response: {
    200: documented(vendorListResponse, 'Vendors with tier, owner, next review and open findings', {
      success: true,
      data: { vendors: [summary], pagination: { page: 1, limit: 25, total: 1, pages: 1 } },
    }),
    ...failures(400, 401, 503),
  },
};

export const createSchema = {
  ...describeRoute({ tag, summary: 'Add a vendor; its tier follows from the three answers (audited)' }),
  body: createVendorBody,
  response: { 201: detailAnswer('The new vendor'), ...failures(400, 401, 404, 413, 415, 503) },
};

export const readSchema = {
  ...describeRoute({ tag, summary: 'A vendor with its documents, findings and reviews' }),
  params: vendorParams,
  response: { 200: detailAnswer('The vendor'), ...failures(400, 401, 404, 503) },
};

export const updateSchema = {
  ...describeRoute({ tag, summary: "Change a vendor's fields or status; the tier follows the answers (audited)" }),
  params: vendorParams,
  body: updateVendorBody,
  response: { 200: detailAnswer('The vendor as changed'), ...failures(400, 401, 404, 413, 415, 503) },
};

export const removeSchema = {
  ...describeRoute({ tag, summary: 'Remove a vendor with its document links and reviews (audited)' }),
  params: vendorParams,
  response: {
    200: documented(messageResponse, 'Removed', { success: true, message: 'Vendor removed' }),
    ...failures(400, 401, 404, 503),
  },
};

export const linkDocumentSchema = {
  ...describeRoute({ tag, summary: 'Link an evidence item as a vendor document with its kind and expiry (audited)' }),
  params: vendorParams,
  body: linkDocumentBody,
  response: {
    201: detailAnswer('The vendor with the document and its findings'),
    ...failures(400, 401, 404, 413, 415, 503),
  },
};

export const unlinkDocumentSchema = {
  ...describeRoute({ tag, summary: "Unlink one of a vendor's documents; the evidence item stays (audited)" }),
  params: vendorDocumentParams,
  response: { 200: detailAnswer('The vendor without the document'), ...failures(400, 401, 404, 503) },
};

export const recordReviewSchema = {
  ...describeRoute({ tag, summary: "Record today's review of a vendor: answers, findings and decision (audited)" }),
  params: vendorParams,
  body: recordReviewBody,
  response: {
    201: detailAnswer('The vendor with its next review due'),
    ...failures(400, 401, 404, 409, 413, 415, 503),
  },
};

export const subprocessorsCsvSchema = {
  ...describeRoute({ tag, summary: 'The public sub-processor list as CSV (audited)' }),
  response: {
    200: {
      description: 'Name, service, countries, data categories and website of each active sub-processor',
      content: {
        'text/csv': {
          schema: z
            .custom<Readable>((value) => value instanceof Readable)
            .meta({
              type: 'string',
              examples: ['Name,Service,Countries,Data categories,Website\r\n'],
            }),
        },
      },
    },
    ...failures(401, 503),
  },
};
