export const figureOrDash = (value: number | string | null): string => (value === null ? '—' : String(value));

const kilobyte = 1024;
const megabyte = kilobyte * 1024;

/** A PDF's size as people read it: "48.2 KB", "2.4 MB". */
export const formatFileSize = (bytes: number | null): string => {
  if (bytes === null) return '—';
  if (bytes >= megabyte) return `${(bytes / megabyte).toFixed(1)} MB`;
  return `${Math.max(0.1, bytes / kilobyte).toFixed(1)} KB`;
};
