import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';

/**
 * A task the pool's threads run: the name its function is exported under from the threads' entry, typed by what it
 * takes and what it gives. The module that owns the work declares it, so the kernel knows no task.
 */
export type WorkerTask<Input, Output> = { readonly name: string; readonly signature?: (input: Input) => Output };

export const workerTask = <Input, Output>(name: string): WorkerTask<Input, Output> => ({ name });

export type WorkerPool = {
  run: <Input, Output>(task: WorkerTask<Input, Output>, input: Input) => Promise<Output>;
  /** Tasks finished on the pool's threads since it was built. */
  completed: () => number;
  /** Lets the queued tasks finish, then ends the threads. */
  close: () => Promise<void>;
};

/** One core stays with the event loop that serves requests: max(1, cores - 1). */
export const defaultWorkerThreads = (cores = availableParallelism()): number => Math.max(1, cores - 1);

/**
 * A pool of threads for CPU-heavy work, loading `entry` (a file exporting each task's function by its name). Threads
 * start on the first task and are kept: each pays for loading its code once.
 */
export const createWorkerPool = ({ entry, threads = defaultWorkerThreads() }: { entry: string; threads?: number }) => {
  const pool = new Piscina({ filename: entry, minThreads: 0, maxThreads: threads, idleTimeout: Infinity });
  const workers: WorkerPool = {
    run: (task, input) => pool.run(input, { name: task.name }),
    completed: () => pool.completed,
    close: () => pool.close(),
  };
  return workers;
};
