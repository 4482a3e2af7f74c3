import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { OutgoingMail } from './mail-rule';

export interface MailTransport {
  send(id: string, mail: OutgoingMail): Promise<void>;
}

/** SMTP when MAIL_URL is set; otherwise every mail becomes an .eml file in MAIL_DIR. */
export function createMailTransport(options: { mailUrl?: string; mailDir: string; from: string }): MailTransport {
  if (options.mailUrl) {
    const smtp = nodemailer.createTransport(options.mailUrl);
    return { send: async (_id, mail) => void (await smtp.sendMail(message(options.from, mail))) };
  }
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(id, mail) {
      const info = await files.sendMail(message(options.from, mail));
      // One file per outbox row, written once: a mail sent again after a crash (before it was marked
      // sent) finds its file there and is not written twice.
      const file = path.join(options.mailDir, `${id}.eml`);
      const write = () => fs.writeFile(file, info.message as Buffer, { flag: 'wx' });
      await write()
        .catch(async (error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
          await fs.mkdir(options.mailDir, { recursive: true });
          await write();
        })
        .catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'EEXIST') throw error;
        });
    },
  };
}

/** The message nodemailer sends: a list mail carries RFC 8058's one-click unsubscribe headers. */
function message(from: string, { listUnsubscribe, ...mail }: OutgoingMail): nodemailer.SendMailOptions {
  if (!listUnsubscribe) return { from, ...mail };
  return {
    from,
    ...mail,
    list: { unsubscribe: { url: listUnsubscribe, comment: 'Odjava' } },
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
