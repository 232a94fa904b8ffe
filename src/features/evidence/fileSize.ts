const units = ['B', 'KB', 'MB', 'GB'];

/** A file's size as people read it: 840 B, 84 KB, 1.2 MB. */
export const formatFileSize = (bytes: number): string => {
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || size >= 10 ? Math.round(size) : Math.round(size * 10) / 10;
  return `${shown} ${units[unit]}`;
};
