import { describeRoute, documented, failures } from '../../plugins/routeDocs';
import { healthResponse } from '@/contracts/health';

export const healthSchema = {
  ...describeRoute({ tag: 'Health', summary: 'Whether the API and its database answer' }),
  response: {
    200: documented(healthResponse, 'The API and its database are up', {
      success: true,
      data: { status: 'ok', database: 'up' },
    }),
    ...failures(503),
  },
};
