import Fastify from 'fastify';
import zlib, { gunzipSync } from 'node:zlib';
import { compressAbove, registerCompression } from '../../../server/src/plugins/compression';
import { signIn } from '../helpers/requests';
import { setupTestApp } from '../helpers/testApp';

const t = setupTestApp();

const get = async (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: {
      authorization: `Bearer ${await signIn(t.app)}`,
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
  });

describe('compressed API answers', () => {
  it('gzips JSON above the threshold for a client that accepts it, and the content is unchanged', async () => {
    const plain = await get('/api/dashboard/compliance-heatmap?framework=SOC2');
    const zipped = await get('/api/dashboard/compliance-heatmap?framework=SOC2', 'gzip, deflate, br');
    expect(plain.rawPayload.length).toBeGreaterThan(compressAbove);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves a small answer as it is', async () => {
    const response = await get('/api/auth/me', 'gzip');
    expect(response.rawPayload.length).toBeLessThan(compressAbove);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().success).toBe(true);
  });

  it('gzips the CSV export as it streams', async () => {
    const plain = await get('/api/audit-logs/export?format=csv');
    const zipped = await get('/api/audit-logs/export?format=csv', 'gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toBe('text/csv; charset=utf-8');
    const csv = gunzipSync(zipped.rawPayload).toString();
    const [header, ...rows] = plain.body.split('\r\n');
    expect(rows.length).toBeGreaterThan(100);
    expect(csv.startsWith(`${header}\r\n`)).toBe(true);
    // Newest first: the second export also lists the sign-in and the first export, above the same rows.
    expect(csv.endsWith(rows.join('\r\n'))).toBe(true);
  });
});

describe('a frozen answer (a cache’s value)', () => {
  const answerOf = (label: string) =>
    Object.freeze({ label, rows: Array.from({ length: 200 }, (_, index) => `${label} row ${index}`) });
  let current: object = answerOf('first');
  const app = Fastify();
  beforeAll(async () => {
    await app.register(async (api) => {
      await registerCompression(api);
      api.get('/frozen', async () => ({ success: true, data: current }));
      api.get('/fresh', async () => ({ success: true, data: { ...current } }));
    });
  });
  afterAll(() => app.close());
  afterEach(() => jest.restoreAllMocks());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('is compressed once and the same bytes go to every client that accepts gzip', async () => {
    current = answerOf('once');
    const gzip = jest.spyOn(zlib, 'gzipSync');
    const first = await get('/frozen', 'gzip, deflate, br');
    const second = await get('/frozen', 'gzip');

    expect(gzip).toHaveBeenCalledTimes(1);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers.vary).toBe('accept-encoding');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(JSON.parse(gunzipSync(second.rawPayload).toString())).toEqual({ success: true, data: current });
  });

  it('is compressed anew when the data is replaced, never sent stale', async () => {
    current = answerOf('before');
    await get('/frozen', 'gzip');
    current = answerOf('after');
    const response = await get('/frozen', 'gzip');

    expect(JSON.parse(gunzipSync(response.rawPayload).toString()).data.label).toBe('after');
  });

  it('goes uncompressed to a client that does not accept gzip', async () => {
    current = answerOf('plain');
    for (const acceptEncoding of [undefined, 'br', 'gzip;q=0']) {
      const response = await get('/frozen', acceptEncoding);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json()).toEqual({ success: true, data: current });
    }
  });

  it('judges each Accept-Encoding value on its own when values repeat and alternate', async () => {
    current = answerOf('negotiated');
    const encodings = [];
    for (const acceptEncoding of ['gzip;q=0', 'GZIP', 'gzip;q=0', 'identity', 'GZIP']) {
      encodings.push((await get('/frozen', acceptEncoding)).headers['content-encoding'] ?? 'none');
    }
    expect(encodings).toEqual(['none', 'gzip', 'none', 'none', 'gzip']);
  });

  it('leaves an answer that is not frozen to be compressed per request', async () => {
    current = answerOf('fresh');
    const gzip = jest.spyOn(zlib, 'gzipSync');
    const response = await get('/fresh', 'gzip');

    expect(gzip).not.toHaveBeenCalled();
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toEqual({ success: true, data: current });
  });
});
