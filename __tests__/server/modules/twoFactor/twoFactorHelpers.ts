import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import type { Role } from '@/contracts/enums';
import { hashPassword } from '../../../../server/src/lib/passwords';
import { insertUser } from '../../../../server/src/modules/users/repository';
import { api } from '../../helpers/requests';
import type { TestHarness } from '../../helpers/testApp';

/** The authenticator app's code for `secret` at the harness's time, `stepsAway` 30-second steps from now. */
export const codeAt = (t: TwoFactorHarness, secret: string, stepsAway = 0): Promise<string> =>
  generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) + stepsAway * 30 });

/** Moves the clock to the next 30-second step, so the next code is not a replay of the last one. */
export const nextStep = (t: TwoFactorHarness) => t.clock.advance(30_000);

export const post = (app: FastifyInstance, url: string, body: unknown, token?: string) =>
  api(app, 'POST', url, { body, token });

/** A harness the two-factor helpers can drive: the app, its database and its clock. */
export type TwoFactorHarness = Pick<TestHarness, 'app' | 'db' | 'clock'>;

/** Turns two-factor on for the signed-in member through the settings routes; answers the secret and recovery codes. */
export const enrol = async (t: TwoFactorHarness, { token, password }: { token: string; password: string }) => {
  const setup = await post(t.app, '/api/auth/two-factor/setup', { currentPassword: password }, token);
  if (setup.statusCode !== 200) throw new Error(`setup failed: ${setup.statusCode} ${setup.body}`);
  const { secret } = setup.json().data as { secret: string };
  const confirm = await post(t.app, '/api/auth/two-factor/confirm', { code: await codeAt(t, secret) }, token);
  if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.statusCode} ${confirm.body}`);
  nextStep(t);
  return { secret, recoveryCodes: confirm.json().data.recoveryCodes as string[] };
};

/** The password step: the challenge a correct password earns (and the whole answer, to assert on). */
export const passwordStep = async (app: FastifyInstance, email: string, password: string) => {
  const response = await post(app, '/api/auth/login', { email, password });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const body = response.json();
  return { body, challenge: body.data?.challenge as string | undefined };
};

let members = 0;

/** Another member of the organisation, with a known password. */
export const addMember = async (t: TwoFactorHarness, organizationId: string, role: Role = 'Viewer') => {
  members += 1;
  const email = `member${members}.${Date.now()}@example.com`;
  const password = 'member-horse-1';
  const now = new Date().toISOString();
  const id = crypto.randomUUID();
  await insertUser(t.db, {
    id,
    organization_id: organizationId,
    name: `Member ${members}`,
    email,
    password_hash: await hashPassword(password),
    role,
    job_title: null,
    created_at: now,
    updated_at: now,
  });
  return { id, email, password };
};
