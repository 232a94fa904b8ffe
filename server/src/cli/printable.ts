// Control characters, line and paragraph separators and bidirectional overrides: what can drive or deceive a terminal.
const unsafe = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;
const unsafeBesideNewline = /(?!\n)[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

const escaped = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** A stored value as the operator's terminal should show it: every such character written out as \uXXXX. */
export const printable = (value: string): string => value.replace(unsafe, escaped);

/** The same for text whose own line breaks are meant (a table, a message of several lines). */
export const printableLines = (text: string): string => text.replace(unsafeBesideNewline, escaped);
