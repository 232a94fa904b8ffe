/** How many of an organisation's jobs of one kind run at once, when its definition limits them. */
export type OrganizationLimit = (name: string) => number | undefined;

/** The organisation a job is for: its payload's `organizationId`, when it has one. */
export const organizationOf = (payload: unknown): string | null => {
  const value = (payload as { organizationId?: unknown } | null)?.organizationId;
  return typeof value === 'string' ? value : null;
};

// Enough to remember every organisation with work waiting at once; the ones past it are treated as never served.
const rememberedOrganizations = 200;

export type FairShare = {
  /** Records that a job of the organisation was taken. */
  served: (organizationId: string | null) => void;
  /**
   * The order in which organisations are served next, lowest first, given how many jobs each runs now: fewer running
   * first, then the one served longest ago. An organisation absent from the result ranks 0 (none running, not served
   * lately): it goes first.
   */
  ranks: (running: ReadonlyMap<string, number>) => Map<string, number>;
};

/** Round-robin between organisations, so one with a backlog does not hold up everyone queued behind it. */
export const createFairShare = (): FairShare => {
  let tick = 0;
  const lastServed = new Map<string, number>();
  return {
    served: (organizationId) => {
      if (!organizationId) return;
      tick += 1;
      lastServed.delete(organizationId);
      lastServed.set(organizationId, tick);
      if (lastServed.size > rememberedOrganizations) lastServed.delete(lastServed.keys().next().value as string);
    },
    ranks: (running) => {
      const ranks = new Map<string, number>();
      const span = tick + 1;
      for (const [organizationId, served] of lastServed) ranks.set(organizationId, served);
      for (const [organizationId, count] of running)
        ranks.set(organizationId, count * span + (lastServed.get(organizationId) ?? 0));
      return ranks;
    },
  };
};
