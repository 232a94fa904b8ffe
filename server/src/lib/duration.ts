const unitSeconds = { s: 1, m: 60, h: 3600, d: 86400 } as const;

const durationPattern = /^(\d+)\s*([smhd])$/;

export const isDuration = (value: string): boolean => durationPattern.test(value.trim());

/** Parses durations such as `90s`, `15m`, `12h` or `7d` into seconds. */
export const durationToSeconds = (value: string): number => {
  const match = durationPattern.exec(value.trim());
  if (!match) throw new Error(`Invalid duration "${value}"`);
  return Number(match[1]) * unitSeconds[match[2] as keyof typeof unitSeconds];
};
