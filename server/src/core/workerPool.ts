import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import type { WorkerTasks } from './workerTasks';

type TaskName = keyof WorkerTasks;
type TaskInput<Name extends TaskName> = Parameters<WorkerTasks[Name]>[0];
type TaskOutput<Name extends TaskName> = Awaited<ReturnType<WorkerTasks[Name]>>;

export type WorkerPool = {
  run: <Name extends TaskName>(name: Name, input: TaskInput<Name>) => Promise<TaskOutput<Name>>;
  /** Tasks finished on the pool's threads since it was built. */
  completed: () => number;
  /** Lets the queued tasks finish, then ends the threads. */
  close: () => Promise<void>;
};

/** One core stays with the event loop that serves requests: max(1, cores - 1). */
export const defaultWorkerThreads = (cores = availableParallelism()): number => Math.max(1, cores - 1);

/**
 * The compiled server has its tasks compiled beside it; from the sources (tests, development) the thread registers
 * ts-node first.
 */
const threadEntry = (): string => {
  const compiled = path.join(__dirname, 'workerTasks.js');
  return existsSync(compiled) ? compiled : path.join(__dirname, 'workerEntry.js');
};

/**
 * The server's one pool of threads for CPU-heavy work. Threads start on the first task and are kept: each pays for
 * loading the renderer once.
 */
export const createWorkerPool = ({ threads = defaultWorkerThreads() }: { threads?: number } = {}): WorkerPool => {
  const pool = new Piscina({
    filename: threadEntry(),
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: Infinity,
  });
  return {
    run: (name, input) => pool.run(input, { name }),
    completed: () => pool.completed,
    close: () => pool.close(),
  };
};
