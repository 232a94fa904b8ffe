import { describeRoute, documented, failures } from '../../plugins/routeDocs';
import { messageResponse } from '@/contracts/envelope';
import { wishlistBody } from '@/contracts/wishlist';
import { wishlistThanksMessage } from './service';

export const wishlistSchema = {
  ...describeRoute({ tag: 'Early access', summary: 'Ask to join the early-access list' }),
  body: wishlistBody,
  response: {
    201: documented(messageResponse, 'On the list', { success: true, message: wishlistThanksMessage }),
    ...failures(400, 413, 415, 429, 503),
  },
};
