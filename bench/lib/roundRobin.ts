import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Balancer = { origin: string; close: () => Promise<void> };

/** A minimal HTTP load balancer on a free loopback port: each request goes to the next upstream in turn. */
export async function startRoundRobin(upstreams: string[]): Promise<Balancer> {
  const agent = new Agent({ keepAlive: true, maxSockets: 128 });
  let turn = 0;
  const server = createServer((incoming, outgoing) => {
    const target = new URL(upstreams[turn % upstreams.length]);
    turn += 1;
    const forwarded = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
        agent,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forwarded);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
