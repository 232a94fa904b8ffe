import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import type { Mailer } from '../mail/mailer';
import { printableLines } from './printable';

export type Output = { write: (chunk: string) => unknown };

export type AdminContext = { db: Db; mailer: Mailer; appUrl: string; clock: Clock; out: Output };

export type Command = {
  usage: string;
  summary: string;
  run: (ctx: AdminContext, args: string[]) => Promise<void>;
};

/** Every line the CLI prints goes through here, so a stored value can't send escape sequences to the terminal. */
export const println = (out: Output, line = '') => out.write(`${printableLines(line)}\n`);
