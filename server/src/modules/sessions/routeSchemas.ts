import { describeRoute, documented, failures } from '../../plugins/routeDocs';
import { messageResponse } from '@/contracts/envelope';
import { activeSessionsResponse, revokedSessionsResponse, sessionIdParams } from '@/contracts/sessions';

export const sessionMessages = { signedOut: 'Session signed out' } as const;

export const listSessionsSchema = {
  ...describeRoute({ tag: 'Auth', summary: "The signed-in member's live sessions, this one marked current" }),
  response: {
    200: documented(activeSessionsResponse, 'The live sessions, most recently seen first', {
      success: true,
      data: [
        {
          id: '5b0f7f5e-2c4a-4f44-9d7e-0d3c3f8e1a21',
          device: 'Chrome on macOS',
          ip: '203.0.113.24',
          createdAt: '2026-06-01T08:00:00.000Z',
          lastSeenAt: '2026-06-01T09:41:00.000Z',
          current: true,
        },
      ],
    }),
    ...failures(401, 503),
  },
};

export const revokeSessionSchema = {
  ...describeRoute({ tag: 'Auth', summary: 'Sign out one of the signed-in member’s sessions' }),
  params: sessionIdParams,
  response: {
    200: documented(messageResponse, 'Signed out', { success: true, message: sessionMessages.signedOut }),
    ...failures(400, 401, 404, 503),
  },
};

export const revokeOtherSessionsSchema = {
  ...describeRoute({ tag: 'Auth', summary: 'Sign out every session of the member but this one' }),
  response: {
    200: documented(revokedSessionsResponse, 'How many sessions ended', { success: true, data: { revoked: 2 } }),
    ...failures(401, 503),
  },
};
