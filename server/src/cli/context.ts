import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import type { Mailer } from '../mail/mailer';

export type Output = { write: (chunk: string) => unknown };

export type AdminContext = { db: Db; mailer: Mailer; appUrl: string; clock: Clock; out: Output };

export type Command = {
  usage: string;
  summary: string;
  run: (ctx: AdminContext, args: string[]) => Promise<void>;
};

export const println = (out: Output, line = '') => out.write(`${line}\n`);
