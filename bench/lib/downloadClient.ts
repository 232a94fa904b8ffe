// Runs in its own process so the download's parsing does not share the server's CPU: prints rows, bytes and time.
const newline = 0x0a;

async function main() {
  const { BENCH_URL: url, BENCH_AUTHORIZATION: authorization } = process.env;
  if (!url || !authorization) throw new Error('BENCH_URL and BENCH_AUTHORIZATION must be set');
  const began = process.hrtime.bigint();
  const response = await fetch(url, { headers: { authorization } });
  if (!response.ok || !response.body) throw new Error(`Export answered ${response.status}`);
  let lines = 0;
  let bytes = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (let at = chunk.indexOf(newline); at !== -1; at = chunk.indexOf(newline, at + 1)) lines += 1;
  }
  const elapsedMs = Number(process.hrtime.bigint() - began) / 1e6;
  process.stdout.write(JSON.stringify({ lines, bytes, elapsedMs }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
