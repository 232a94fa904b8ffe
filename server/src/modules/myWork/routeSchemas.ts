import { describeRoute, documented, failures } from '../../plugins/routeDocs';
import { type MyWork, myWorkResponse } from '@/contracts/myWork';

const example: MyWork = {
  controls: [
    {
      id: 'CC6.2',
      framework: 'SOC2',
      title: 'User Access Provisioning',
      role: 'owner',
      reviewDate: '2026-06-10',
      overdue: false,
      link: '/compliance?framework=SOC2&control=CC6.2',
    },
  ],
  tasks: [
    {
      id: '3f1c2b4a-6d5e-4f7a-8b9c-0d1e2f3a4b5c',
      title: 'Complete the quarterly access review',
      dueDate: '2026-06-04',
      overdue: true,
      priority: 'high',
      link: '/tasks?task=3f1c2b4a-6d5e-4f7a-8b9c-0d1e2f3a4b5c',
    },
  ],
  reviews: [
    {
      kind: 'evidence',
      id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
      title: 'Penetration test report 2026',
      submittedBy: 'Priya Shah',
      submittedAt: '2026-06-01T08:00:00.000Z',
      link: '/evidence-locker?item=7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
    },
  ],
  mentions: [],
  evidenceExpiring: [],
  policiesToAccept: [
    {
      id: '5b0c3f7e-8a1d-4c2e-9f3b-7d6a5e4c3b2a',
      versionId: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
      title: 'Access Control Policy',
      version: '1.0',
      publishedAt: '2026-07-01T09:00:00.000Z',
      link: '/policies/5b0c3f7e-8a1d-4c2e-9f3b-7d6a5e4c3b2a',
    },
  ],
  counts: { controls: 1, tasks: 1, reviews: 1, mentions: 0, evidenceExpiring: 0, policiesToAccept: 1 },
};

export const myWorkSchema = {
  ...describeRoute({
    tag: 'My work',
    summary:
      "The caller's controls (owner or backup), open tasks, reviews waiting for them, mentions, expiring evidence and policies to accept",
  }),
  response: {
    200: documented(myWorkResponse, 'Each section, with its count', { success: true, data: example }),
    ...failures(401, 503),
  },
};
