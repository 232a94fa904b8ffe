import { describeRoute, documented, failures } from '../../plugins/routeDocs';
import {
  assignOwnersBody,
  assignOwnersResponse,
  type ControlSettings,
  controlDetailsResponse,
  controlListQuery,
  controlListResponse,
  controlParams,
  controlSettingsResponse,
  requestExclusionBody,
  updateControlBody,
} from '@/contracts/controlSettings';
import { reviewBody } from '@/contracts/review';

const tag = 'Controls' as const;

const priya = { id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a', name: 'Priya Shah' };
const alex = { id: '0b6f2a8e-3c1d-4e5f-8a9b-7c6d5e4f3a2b', name: 'Alex Morgan' };

const example: ControlSettings = {
  framework: 'ISO27001',
  controlId: 'A.7.5',
  name: 'Protecting against physical and environmental threats',
  category: 'Physical Controls',
  owner: priya,
  backupOwner: null,
  implementationStatus: 'not_applicable',
  statement: null,
  reviewDate: '2027-03-31',
  applicability: {
    state: 'excluded',
    justification: 'Fully remote company: no offices or server rooms; the cloud provider covers its facilities.',
    requestedBy: priya,
    requestedAt: '2026-07-01T09:00:00.000Z',
    decidedBy: alex,
    decidedAt: '2026-07-01T11:00:00.000Z',
    rejectionNote: null,
  },
  updatedAt: '2026-07-01T11:00:00.000Z',
};

const settingsDocumented = (description: string) =>
  documented(controlSettingsResponse, description, { success: true, data: example });

export const listSchema = {
  ...describeRoute({ tag, summary: 'Every control of a framework as the organisation runs it, in catalogue order' }),
  querystring: controlListQuery,
  response: {
    200: documented(controlListResponse, 'The controls', { success: true, data: [example] }),
    ...failures(400, 401, 503),
  },
};

export const detailsSchema = {
  ...describeRoute({ tag, summary: 'One control with its checks, how each can be met, and their attestations' }),
  params: controlParams,
  response: {
    200: documented(controlDetailsResponse, 'The control', { success: true, data: { ...example, checks: [] } }),
    ...failures(400, 401, 404, 503),
  },
};

export const updateSchema = {
  ...describeRoute({
    tag,
    summary: 'Change owner, backup owner, implementation status, statement or review date (audited)',
  }),
  params: controlParams,
  body: updateControlBody,
  response: { 200: settingsDocumented('The control as changed'), ...failures(400, 401, 404, 409, 413, 415, 503) },
};

export const assignOwnersSchema = {
  ...describeRoute({ tag, summary: 'Give every control of one category an owner and backup owner (audited)' }),
  body: assignOwnersBody,
  response: {
    200: documented(assignOwnersResponse, 'How many controls now have these owners', {
      success: true,
      data: { updated: 6 },
    }),
    ...failures(400, 401, 404, 413, 415, 503),
  },
};

export const requestExclusionSchema = {
  ...describeRoute({ tag, summary: 'Ask for a control to be excluded, with its justification (audited)' }),
  params: controlParams,
  body: requestExclusionBody,
  response: {
    200: settingsDocumented('The control, its exclusion awaiting approval'),
    ...failures(400, 401, 404, 409, 413, 415, 503),
  },
};

export const reviewExclusionSchema = {
  ...describeRoute({ tag, summary: 'Approve or reject a requested exclusion (audited; four eyes)' }),
  params: controlParams,
  body: reviewBody,
  response: { 200: settingsDocumented('The control as decided'), ...failures(400, 401, 404, 409, 413, 415, 503) },
};

export const withdrawExclusionSchema = {
  ...describeRoute({ tag, summary: 'Make an excluded control applicable again (audited)' }),
  params: controlParams,
  response: { 200: settingsDocumented('The control, applicable'), ...failures(400, 401, 404, 409, 503) },
};
