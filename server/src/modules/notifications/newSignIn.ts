import type { Db } from '../../db/database';
import { notify } from './notify';

export type SignInClient = { ip: string | null; userAgent: string | null };

const describeClient = ({ ip, userAgent }: SignInClient) =>
  `${userAgent ?? 'An unknown browser'} from ${ip ?? 'an unknown address'}`;

/**
 * Before a new session is stored: when the member has signed in before but never with this browser (user agent) and
 * address together, tell them. Their first sign-in ever is not news.
 */
export const notifyIfNewDevice = async (
  trx: Db,
  user: { id: string; organizationId: string },
  client: SignInClient,
  now: string,
): Promise<void> => {
  const sessions = await trx
    .selectFrom('sessions')
    .select(['ip', 'user_agent'])
    .where('user_id', '=', user.id)
    .execute();
  if (sessions.length === 0) return;
  if (sessions.some((session) => session.ip === client.ip && session.user_agent === client.userAgent)) return;
  await notify(
    trx,
    [
      {
        organizationId: user.organizationId,
        userId: user.id,
        kind: 'newSignIn',
        title: 'New sign-in to your account',
        body: `${describeClient(client)}. If this was not you, change your password.`,
        link: '/settings?tab=security',
      },
    ],
    now,
  );
};
