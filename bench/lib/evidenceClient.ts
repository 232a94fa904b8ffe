// Runs in its own process, as a browser would: streams a file up as multipart/form-data, or one down, and prints
// the bytes moved, the time and the sha256 of what came down.
import { createHash } from 'node:crypto';
import { createReadStream, statSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';

const upload = (url: string, authorization: string, file: string) =>
  new Promise<{ bytes: number; elapsedMs: number; id: string }>((resolve, reject) => {
    const boundary = `----securo-bench-${Date.now()}`;
    const fields = {
      name: 'Bench evidence',
      category: 'Technical Evidence',
      confidentiality: 'internal',
    };
    const head = Buffer.from(
      Object.entries(fields)
        .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
        .join('') +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${path.basename(file)}"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const size = statSync(file).size;
    const began = process.hrtime.bigint();
    const outgoing = request(
      url,
      {
        method: 'POST',
        headers: {
          authorization,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + size + tail.length,
        },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => {
          if (response.statusCode !== 201) return reject(new Error(`Upload answered ${response.statusCode}: ${body}`));
          const elapsedMs = Number(process.hrtime.bigint() - began) / 1e6;
          resolve({ bytes: size, elapsedMs, id: (JSON.parse(body) as { data: { id: string } }).data.id });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.write(head);
    const stream = createReadStream(file);
    stream.on('error', reject);
    stream.on('end', () => outgoing.end(tail));
    stream.pipe(outgoing, { end: false });
  });

const download = async (url: string, authorization: string) => {
  const began = process.hrtime.bigint();
  const response = await fetch(url, { headers: { authorization } });
  if (!response.ok || !response.body) throw new Error(`Download answered ${response.status}`);
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    hash.update(chunk);
  }
  return { bytes, elapsedMs: Number(process.hrtime.bigint() - began) / 1e6, sha256: hash.digest('hex') };
};

async function main() {
  const { BENCH_MODE: mode, BENCH_URL: url, BENCH_AUTHORIZATION: authorization, BENCH_FILE: file } = process.env;
  if (!url || !authorization) throw new Error('BENCH_URL and BENCH_AUTHORIZATION must be set');
  const result =
    mode === 'upload' && file ? await upload(url, authorization, file) : await download(url, authorization);
  process.stdout.write(JSON.stringify(result));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
