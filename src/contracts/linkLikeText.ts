/**
 * Text a mail client or chat app would turn into a link: a scheme (https://, mailto:), www., a domain such as
 * evil.com/login (an email address holds one), or an IPv4 address. Names that reach other people's inboxes (an
 * organisation's name in an invitation) are checked with it when they are set, and made inert when they are shown.
 */
const linkPatterns = [
  /^[a-z][a-z0-9+.-]*:\/\//iu,
  /(?:^|[^a-z0-9])(?:mailto|javascript|data|file|tel|sms):[^\s]/iu,
  /(?:^|[^\p{L}\p{N}])www\d{0,3}\./iu,
  /[\p{L}\p{N}][\p{L}\p{N}_-]*\.(?:xn--[a-z0-9-]+|\p{L}{2,63})(?![\p{L}\p{N}])/iu,
  /(?:^|\D)\d{1,3}(?:\.\d{1,3}){3}(?!\d)/u,
];

/**
 * The text as a link finder reads it: compatibility forms folded (a full-width "．" is a dot), the ideographic full
 * stops that hostnames accept turned into dots, and invisible format characters (zero-width spaces) dropped.
 */
const asLinkFinderReadsIt = (value: string): string =>
  value
    .normalize('NFKC')
    .replace(/[\u3002\uff61]/gu, '.')
    .replace(/\p{Cf}/gu, '');

const isLinkLike = (word: string): boolean => linkPatterns.some((pattern) => pattern.test(word));

export const hasLinkLikeText = (value: string): boolean => asLinkFinderReadsIt(value).split(/\s+/u).some(isLinkLike);

/**
 * The value with every link-like word defanged: its dots and colons bracketed ("evil[.]com/login",
 * "https[:]//..."), the convention security notices use to quote an address without making it clickable. It stays
 * readable, shows what was typed, and no link finder recognises a host whose dots are bracketed; other words are
 * left exactly as they were.
 */
export const inertLinks = (value: string): string => {
  if (!hasLinkLikeText(value)) return value;
  return asLinkFinderReadsIt(value)
    .split(/(\s+)/u)
    .map((word) => (isLinkLike(word) ? word.replace(/[.:]/gu, (mark) => `[${mark}]`) : word))
    .join('');
};
