import { existsSync } from 'node:fs';
import path from 'node:path';
import { createWorkerPool } from './core/workerPool';

/**
 * The compiled server has its tasks compiled beside it (build/server/workerTasks.js); from the sources (tests,
 * development) the thread registers ts-node first.
 */
const threadEntry = (): string => {
  const compiled = path.join(__dirname, 'workerTasks.js');
  return existsSync(compiled) ? compiled : path.join(__dirname, 'workerEntry.js');
};

/** The server's one pool of threads for CPU-heavy work (drawing report PDFs). */
export const createServerWorkers = ({ threads }: { threads?: number } = {}) =>
  createWorkerPool({ entry: threadEntry(), threads });
