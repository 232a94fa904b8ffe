import { parseStorageUrl } from '../../../server/src/storage/storageUrl';

const s3Defaults = { kind: 's3', prefix: '', endpoint: null, region: 'us-east-1', forcePathStyle: false };

describe('parseStorageUrl', () => {
  it('keeps files in the data folder when STORAGE_URL is unset', () => {
    expect(parseStorageUrl(undefined, 'data')).toEqual({ kind: 'local', root: 'data/files' });
    expect(parseStorageUrl('', '/var/lib/securo')).toEqual({ kind: 'local', root: '/var/lib/securo/files' });
  });

  it.each([
    ['file:/srv/securo/files', '/srv/securo/files'],
    ['file:///srv/securo/files', '/srv/securo/files'],
    ['file://localhost/srv/securo/files', '/srv/securo/files'],
    ['file:/srv/my%20files', '/srv/my files'],
  ])('keeps files in the folder %s names', (url, root) => {
    expect(parseStorageUrl(url, 'data')).toEqual({ kind: 'local', root });
  });

  it('stores in an S3 bucket on AWS', () => {
    expect(parseStorageUrl('s3://securo-evidence', 'data')).toEqual({ ...s3Defaults, bucket: 'securo-evidence' });
  });

  it.each([
    ['s3://securo-evidence/', ''],
    ['s3://securo-evidence/files', 'files'],
    ['s3://securo-evidence/tenants/acme.prod/files/', 'tenants/acme.prod/files'],
  ])('reads the prefix of %s', (url, prefix) => {
    expect(parseStorageUrl(url, 'data')).toEqual({ ...s3Defaults, bucket: 'securo-evidence', prefix });
  });

  it('reads the endpoint, region and path style of an S3-compatible store', () => {
    expect(
      parseStorageUrl(
        's3://securo/evidence?endpoint=http://127.0.0.1:9000&region=eu-west-1&forcePathStyle=true',
        'data',
      ),
    ).toEqual({
      kind: 's3',
      bucket: 'securo',
      prefix: 'evidence',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      forcePathStyle: true,
    });
    expect(
      parseStorageUrl(
        `s3://securo?endpoint=${encodeURIComponent('https://s3.example.com:8443')}&forcePathStyle=false`,
        'data',
      ),
    ).toMatchObject({ endpoint: 'https://s3.example.com:8443', forcePathStyle: false });
  });

  it.each(['s3://AKIAEXAMPLE:wJalrXUtnFEMI@securo/files', 's3://securo?endpoint=http://minio:minio123@127.0.0.1:9000'])(
    'refuses credentials in %s without repeating them',
    (url) => {
      const parse = () => parseStorageUrl(url, 'data');
      expect(parse).toThrow(/credentials: give them as AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY/);
      expect(parse).not.toThrow(/wJalrXUtnFEMI|minio123/);
    },
  );

  it.each([
    ['postgres://localhost/securo', 'scheme postgres:'],
    ['/srv/securo/files', 'is not a URL'],
    ['file:relative/files', 'absolute path'],
    ['file://fileserver/share', 'absolute path'],
    ['s3://', 'bucket name'],
    ['s3:securo', 'bucket name'],
    ['s3://Securo_Evidence', 'bucket name'],
    ['s3://securo:9000/files', 'bucket name'],
    ['s3://securo/a//b', 'prefix'],
    ['s3://securo/my%20files', 'prefix'],
    ['s3://securo?endpoint=127.0.0.1:9000', 'endpoint'],
    ['s3://securo?endpoint=ftp://127.0.0.1', 'endpoint'],
    ['s3://securo?forcePathStyle=yes', 'forcePathStyle'],
    ['s3://securo?forcepathstyle=true', 'unknown option forcepathstyle'],
  ])('refuses %s, naming the accepted forms', (url, problem) => {
    const parse = () => parseStorageUrl(url, 'data');
    expect(parse).toThrow(problem);
    expect(parse).toThrow('STORAGE_URL must be file:/absolute/path or s3://bucket[/prefix]');
  });
});
