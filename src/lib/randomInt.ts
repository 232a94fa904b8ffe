/** An integer from min to max inclusive, from a random source in [0, 1). */
export const randomInt = (random: () => number, min: number, max: number): number =>
  min + Math.floor(random() * (max - min + 1));
