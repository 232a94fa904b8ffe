/**
 * A Content-Disposition header any browser reads: an ASCII fallback name, and the real one percent-encoded (RFC 6266,
 * RFC 5987) so quotes, non-Latin letters and emoji in a file's name survive.
 */
export const contentDisposition = (disposition: 'inline' | 'attachment', fileName: string): string => {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
};
