import { z } from 'zod';
import { dataResponse } from './envelope';

export const healthResponse = dataResponse(z.object({ status: z.literal('ok'), database: z.literal('up') }));
