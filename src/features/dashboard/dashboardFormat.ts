export const passedPercent = (passed: number, total: number): number =>
  total === 0 ? 0 : Math.round((passed / total) * 100);

/** A trend such as '+4%' or '-2%' in the colour of its direction. */
export const trendColor = (trend: string): string => {
  if (trend.startsWith('+')) return 'success.dark';
  if (trend.startsWith('-')) return 'error.dark';
  return 'text.secondary';
};
