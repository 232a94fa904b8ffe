import type { FakeAnswer } from '../../fakes/fakeServer';
import type { SandboxAccount } from './awsAccounts';

/** What one request of a signed-in principal sees: the account, its parameters, and the sandbox's clock. */
export type ServiceCall = {
  account: SandboxAccount;
  /** The query parameters, form fields or JSON members of the request, as strings. */
  params: Record<string, string | undefined>;
  now: Date;
  /** Whether IAM has been asked for a credential report already (the first request only starts it). */
  reportStarted: { value: boolean };
};

export type ServiceOperation = (call: ServiceCall) => FakeAnswer;

const encodeToken = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64');

const offsetOf = (token: string | undefined) => {
  const match = /^offset:(\d+)$/.exec(Buffer.from(token ?? '', 'base64').toString('utf8'));
  return match ? Number(match[1]) : 0;
};

/**
 * One page of a listing: at most `requested` items (the service's default when the caller names none) from the
 * position an opaque token gives, and the token of the next page when there is one.
 */
export const pageOf = <T>(
  items: readonly T[],
  requested: string | undefined,
  token: string | undefined,
  defaultSize: number,
): { items: T[]; next?: string } => {
  const size = Number(requested) || defaultSize;
  const offset = offsetOf(token);
  const end = offset + size;
  return { items: items.slice(offset, end), ...(end < items.length ? { next: encodeToken(end) } : {}) };
};
