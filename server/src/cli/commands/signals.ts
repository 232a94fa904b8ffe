import { readFile } from 'node:fs/promises';
import { AppError } from '../../core/appError';
import { listSignals, recordSignals, validateSignal } from '../../modules/signals';
import { type Command, println } from '../context';
import { requireOrganizationArgument } from '../organizationArgument';
import { formatTable } from '../table';

const plural = (count: number) => `${count} signal${count === 1 ? '' : 's'}`;

const messageOf = (error: unknown) =>
  error instanceof Object && 'message' in error ? String(error.message) : String(error);

const unreadable: Record<string, string> = {
  ENOENT: 'no such file',
  EISDIR: 'it is a folder',
  EACCES: 'permission denied',
};

const readJson = async (file: string): Promise<unknown> => {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as { code?: string } | null)?.code;
    throw new AppError(400, `Cannot read ${file}: ${(code && unreadable[code]) || messageOf(error)}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new AppError(400, `${file} is not valid JSON: ${messageOf(error)}`);
  }
};

const signalItems = (content: unknown, file: string): unknown[] => {
  const items = Array.isArray(content) ? content : (content as { signals?: unknown } | null)?.signals;
  if (!Array.isArray(items)) {
    throw new AppError(400, `${file} must hold a JSON array of signals or an object { "signals": [...] }`);
  }
  if (items.length === 0) throw new AppError(400, `${file} holds no signals`);
  return items;
};

const isObject = (item: unknown): item is Record<string, unknown> =>
  typeof item === 'object' && item !== null && !Array.isArray(item);

/** Names the first bad item by its index, so a long file can be fixed without guessing. */
const checkEach = (items: unknown[]): void =>
  items.forEach((item, index) => {
    const problem = (message: string, key?: unknown) => {
      const named = typeof key === 'string' ? ` (${key})` : '';
      return new AppError(400, `Signal ${index}${named}: ${message}. Nothing was imported.`);
    };
    if (!isObject(item)) throw problem('must be an object { key, value, source, observedAt }');
    try {
      validateSignal(item);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      throw problem(error.message, item.key);
    }
  });

const importUsage = 'signals:import <organisation> <file.json>';

export const signalsImport: Command = {
  usage: importUsage,
  summary: 'Record security signals from a JSON file (all or nothing)',
  run: async ({ db, out }, args) => {
    const organization = await requireOrganizationArgument(db, args, importUsage);
    const file = args.filter((arg) => !arg.startsWith('--'))[1];
    if (!file) throw new AppError(400, `Missing file. Usage: npm run admin -- ${importUsage}`);
    const items = signalItems(await readJson(file), file);
    checkEach(items);
    const count = await recordSignals(db, organization.id, items);
    println(out, `Imported ${plural(count)} for ${organization.name}. Run an assessment to see their effect.`);
  },
};

const showUsage = 'signals:show <organisation>';

export const signalsShow: Command = {
  usage: showUsage,
  summary: "List an organisation's latest security signals",
  run: async ({ db, out }, args) => {
    const organization = await requireOrganizationArgument(db, args, showUsage);
    const signals = await listSignals(db, organization.id);
    if (signals.length === 0) {
      println(out, 'No signals recorded.');
      return;
    }
    const rows = signals.map((signal) => [
      signal.key,
      JSON.stringify(signal.value),
      signal.source,
      signal.observedAt.slice(0, 16).replace('T', ' '),
    ]);
    println(out, formatTable(['Key', 'Value', 'Source', 'Observed (UTC)'], rows));
    println(out, `${plural(signals.length)} for ${organization.name}`);
  },
};
