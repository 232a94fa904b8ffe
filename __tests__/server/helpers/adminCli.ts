import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AdminContext, Output } from '../../../server/src/cli/context';
import { runAdmin } from '../../../server/src/cli/runAdmin';
import type { Db } from '../../../server/src/db/database';
import { createMailer } from '../../../server/src/mail/mailer';

export type CapturedOutput = Output & { text: () => string };

export const captureOutput = (): CapturedOutput => {
  let text = '';
  return {
    write: (chunk: string) => {
      text += chunk;
      return true;
    },
    text: () => text,
  };
};

export const appUrl = 'http://securo.test:3000';

/** Runs admin commands against `db` with mail going to a temporary outbox. */
export const createAdminRunner = (db: () => Db) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'securo-admin-'));
  const mailer = createMailer({ smtpUrl: null, mailFrom: 'Securo <no-reply@securo.dev>', dataDir });
  const run = async (...args: string[]) => {
    const out = captureOutput();
    const err = captureOutput();
    const ctx: AdminContext = { db: db(), mailer, appUrl, clock: () => new Date(), out };
    const code = await runAdmin(args, ctx, err);
    return { code, out: out.text(), err: err.text() };
  };
  const cleanup = () => {
    mailer.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { run, cleanup, outboxDir: path.join(dataDir, 'outbox') };
};
