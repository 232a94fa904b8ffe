/** Where a fake's answers wait while a test looks at what the app shows in the meantime. */
export type Gate = {
  /** The promise an answer waits on while the gate is shut, else null. */
  shut: () => Promise<void> | null;
  /** Shuts the gate; the function returned opens it again. */
  close: () => () => void;
};

export const createGate = (): Gate => {
  let waiting: Promise<void> | null = null;
  return {
    shut: () => waiting,
    close: () => {
      let open = () => {};
      waiting = new Promise<void>((resolve) => {
        open = resolve;
      });
      return () => {
        waiting = null;
        open();
      };
    },
  };
};
