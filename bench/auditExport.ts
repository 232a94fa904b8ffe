export type ExportMeasure = { rows: number; elapsedMs: number; rowsPerSecond: number; rssBeforeMb: number; rssPeakMb: number; csvMb: number };

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const newline = 0x0a;

/** Streams an export to the end, counting rows, while sampling this process's resident memory every 20 ms. */
export async function measureExport(url: string, headers: Record<string, string>): Promise<ExportMeasure> {
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 20);
  const began = process.hrtime.bigint();
  let lines = 0;
  let bytes = 0;
  try {
    const response = await fetch(url, { headers });
    if (!response.ok || !response.body) throw new Error(`Export answered ${response.status}`);
    for await (const chunk of response.body) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === newline) lines += 1;
    }
  } finally {
    clearInterval(sampler);
  }
  const elapsedMs = Number(process.hrtime.bigint() - began) / 1e6;
  const rows = lines - 1;
  return { rows, elapsedMs, rowsPerSecond: rows / (elapsedMs / 1000), rssBeforeMb: mb(rssBefore), rssPeakMb: mb(rssPeak), csvMb: mb(bytes) };
}
