/** What every thunk receives as its extra argument; tests pass fixed sources to make simulated work repeatable. */
export type ThunkExtra = {
  /** A number in [0, 1), like Math.random. */
  random: () => number;
};

export const defaultThunkExtra: ThunkExtra = { random: Math.random };
