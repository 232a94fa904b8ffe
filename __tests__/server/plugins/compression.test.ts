import { gunzipSync } from 'node:zlib';
import { compressAbove } from '../../../server/src/plugins/compression';
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
