import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** raw has LF line ends; from and to are the SMTP envelope's addresses. */
export type ReceivedMail = { from: string; to: string[]; raw: string; subject: string };

/** A real SMTP server on a free loopback port that keeps every message it is sent. */
export const startSmtpListener = async () => {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8').replace(/\r\n/g, '\n');
        const subject = /^Subject: (.*(?:\n[ \t].*)*)$/m.exec(raw)?.[1]?.replace(/\n[ \t]/g, ' ') ?? '';
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          subject,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type SlackPost = { path: string; body: { text: string; blocks: { type: string; text?: { text: string } }[] } };

/**
 * An HTTP listener that answers as Slack's incoming webhooks do: 200 "ok", or what `answerWith` sets
 * (e.g. 404 "no_service").
 */
export const startSlackListener = async () => {
  const posts: SlackPost[] = [];
  let answer = { status: 200, body: 'ok' };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      posts.push({ path: request.url ?? '', body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      response.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    webhookUrl: `${origin}/services/T0001/B0002/abcdefghijklmnopqrstuvwx`,
    posts,
    answerWith: (status: number, body: string) => {
      answer = { status, body };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** Everything a Slack message says, its blocks' text joined. */
export const slackText = (post: SlackPost) =>
  [post.body.text, ...post.body.blocks.map((block) => block.text?.text ?? '')].join('\n');

export type SmtpListener = Awaited<ReturnType<typeof startSmtpListener>>;
export type SlackListener = Awaited<ReturnType<typeof startSlackListener>>;
