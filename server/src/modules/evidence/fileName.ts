const maxLength = 200;

/**
 * A stored file's name: the last path segment only, without control, path or shell-special characters, at most 200
 * characters with its extension kept. What the browser sent is only a hint: it never reaches the file store's keys.
 */
export const sanitizeFileName = (sent: string | undefined): string => {
  const base = (sent ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu, '')
    .replace(/["*:<>?|]/g, '_')
    .replace(/^[.\s]+/, '')
    .trim();
  if (!cleaned) return 'file';
  if (cleaned.length <= maxLength) return cleaned;
  const extension = /\.[^.]{1,10}$/.exec(cleaned)?.[0] ?? '';
  return `${cleaned.slice(0, maxLength - extension.length)}${extension}`;
};
