import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where STORAGE_URL says uploaded files live. */
export type StorageLocation =
  | { kind: 'local'; root: string }
  | {
      kind: 's3';
      bucket: string;
      /** Prepended to every key with a slash; empty for the bucket's top level. */
      prefix: string;
      /** An S3-compatible service's URL (MinIO, R2...); null for AWS itself. */
      endpoint: string | null;
      region: string;
      /** The bucket in the path (`endpoint/bucket/key`) rather than the host name, as most self-hosted stores need. */
      forcePathStyle: boolean;
    };

const acceptedForms =
  'STORAGE_URL must be file:/absolute/path or s3://bucket[/prefix] with optional ' +
  '?endpoint=https://host:port&region=eu-west-1&forcePathStyle=true; unset, files go to the data folder';

const credentialsProblem =
  'contains credentials: give them as AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or any other way the AWS SDK ' +
  'looks for them), never in the URL';

const s3Options = ['endpoint', 'region', 'forcePathStyle'];

// S3's rules for bucket names: 3 to 63 lowercase letters, digits, dots and dashes, starting and ending alphanumeric.
const bucketPattern = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const prefixSegmentPattern = /^[A-Za-z0-9._-]+$/;

// The URL itself is left out: it may hold a password.
const invalid = (problem: string) => new Error(`STORAGE_URL ${problem}. ${acceptedForms}.`);

const parseUrl = (url: string): URL => {
  try {
    return new URL(url);
  } catch {
    throw invalid('is not a URL');
  }
};

const parseLocal = (url: string, parsed: URL): StorageLocation => {
  // new URL() reads file:relative/path as /relative/path; a relative root is refused rather than silently moved.
  if (!url.startsWith('file:/') || parsed.host !== '') {
    throw invalid('is a file: URL without an absolute path on this machine');
  }
  return { kind: 'local', root: fileURLToPath(parsed) };
};

const parseEndpoint = (endpoint: string | null): string | null => {
  if (endpoint === null) return null;
  const parsed = URL.canParse(endpoint) ? new URL(endpoint) : null;
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol)) {
    throw invalid('has an endpoint that is not an http:// or https:// URL');
  }
  if (parsed.username || parsed.password) throw invalid(credentialsProblem);
  return endpoint;
};

const parseForcePathStyle = (value: string | null): boolean => {
  if (value === null) return false;
  if (value !== 'true' && value !== 'false') throw invalid('has forcePathStyle other than true or false');
  return value === 'true';
};

const parseS3 = (parsed: URL): StorageLocation => {
  if (parsed.username || parsed.password) throw invalid(credentialsProblem);
  if (!bucketPattern.test(parsed.hostname) || parsed.port) throw invalid('does not start with a bucket name');
  const unknown = [...parsed.searchParams.keys()].filter((name) => !s3Options.includes(name));
  if (unknown.length > 0) throw invalid(`has unknown option ${unknown.join(', ')}`);
  // new URL() has already resolved any . and .. segments.
  const prefix = parsed.pathname.replace(/^\/+|\/+$/g, '');
  if (prefix && !prefix.split('/').every((segment) => prefixSegmentPattern.test(segment))) {
    throw invalid('has a prefix other than folder names of letters, digits, dots, underscores and dashes');
  }
  return {
    kind: 's3',
    bucket: parsed.hostname,
    prefix,
    endpoint: parseEndpoint(parsed.searchParams.get('endpoint')),
    region: parsed.searchParams.get('region') || 'us-east-1',
    forcePathStyle: parseForcePathStyle(parsed.searchParams.get('forcePathStyle')),
  };
};

/** Unset: the data folder's `files`. `file:/absolute/path`: that folder. `s3://bucket/prefix?...`: an S3 bucket. */
export const parseStorageUrl = (url: string | undefined, dataDir: string): StorageLocation => {
  if (!url) return { kind: 'local', root: path.join(dataDir, 'files') };
  const parsed = parseUrl(url);
  if (parsed.protocol === 'file:') return parseLocal(url, parsed);
  if (parsed.protocol === 's3:') return parseS3(parsed);
  throw invalid(`has the scheme ${parsed.protocol}, which is neither file: nor s3:`);
};
