import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../server/src/db/database';
import { recordSignals } from '../../../server/src/modules/signals/service';
import type { FrameworkId } from '@/contracts/enums';
import { perfectPosture, signal } from './compliance';
import { waitForAssessments } from './dashboard';
import { api, registerAccount } from './requests';

/** A posture that fails somewhere: open critical vulnerabilities and MFA on 3 of 10 users. */
export const mixedPosture = (now: Date) => [
  ...perfectPosture(now).filter((item) => !['vulnerabilities.criticalOpen', 'mfa.enforced'].includes(item.key)),
  signal('vulnerabilities.criticalOpen', 9, now.toISOString()),
  signal('mfa.enforced', { compliant: 3, total: 10 }, now.toISOString()),
];

/** A new organisation (its Admin signed in) whose `frameworks` have each been assessed once on a mixed posture. */
export const assessedOrganization = async (
  app: FastifyInstance,
  db: Db,
  now: Date,
  frameworks: FrameworkId[] = ['SOC2'],
  account: Record<string, unknown> = {},
) => {
  const admin = await registerAccount(app, account);
  await recordSignals(db, admin.organizationId, mixedPosture(now));
  for (const framework of frameworks) {
    const response = await api(app, 'POST', '/api/dashboard/run-assessment', {
      token: admin.token,
      body: { framework },
    });
    if (response.statusCode !== 202) throw new Error(`assessment refused: ${response.body}`);
    await waitForAssessments(db, admin.organizationId, framework, 1);
  }
  return admin;
};

/** Every base64 attachment of a type in a raw (LF) MIME message, decoded. */
export const mailAttachments = (raw: string, contentType: string): Buffer[] =>
  raw
    .split(/\n--[^\n]+\n/)
    .filter((part) => part.toLowerCase().includes(`content-type: ${contentType}`))
    .map((part) => Buffer.from(part.slice(part.indexOf('\n\n') + 2).replace(/\s+/g, ''), 'base64'));
