import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type MailAttachment = { filename: string; content: Buffer; contentType: string };

export type OutgoingMail = { to: string; subject: string; text: string; html: string; attachments?: MailAttachment[] };

export type MailReceipt = { via: 'smtp' | 'outbox'; messageId: string; path: string | null };

export type Mailer = { send: (mail: OutgoingMail) => Promise<MailReceipt>; close: () => void };

export type MailerConfig = { smtpUrl: string | null; mailFrom: string; dataDir: string };

const fileSafe = (value: string) => value.replace(/[^a-z0-9@._-]+/gi, '_');

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in DATA_DIR/outbox, so no mail server is needed. */
export const createMailer = ({ smtpUrl, mailFrom, dataDir }: MailerConfig): Mailer => {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      send: async (mail) => {
        const info = await transport.sendMail({ from: mailFrom, ...mail });
        return { via: 'smtp', messageId: info.messageId, path: null };
      },
      close: () => transport.close(),
    };
  }

  const outboxDir = path.join(dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const info = await transport.sendMail({ from: mailFrom, ...mail });
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${fileSafe(mail.to)}.eml`);
      // The message holds a set-password link: readable by the owner only.
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      return { via: 'outbox', messageId: info.messageId, path: path.resolve(file) };
    },
    close: () => transport.close(),
  };
};
