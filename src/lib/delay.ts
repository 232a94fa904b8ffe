/** Resolves after `ms` milliseconds: the simulated screens' timers (SPEC §9), driven by fake timers in tests. */
export const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
