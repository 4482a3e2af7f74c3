import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { t } from '@izlazak/contracts';
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
      await writeOnce(options.mailDir, `${id}.eml`, info.message as Buffer);
    },
  };
}

/**
 * One file per outbox row, complete or absent: written aside, then linked into place, which fails
 * when the file is there already. A mail sent again after a crash (before it was marked sent) is not
 * written twice, and a crash mid-write never leaves a torn mail in the folder.
 */
async function writeOnce(folder: string, name: string, content: Buffer) {
  const aside = path.join(folder, `.${name}.${randomUUID()}.part`);
  await fs.writeFile(aside, content).catch(async (error: NodeJS.ErrnoException) => {
    // The folder is made when it is missing, not before every mail.
    if (error.code !== 'ENOENT') throw error;
    await fs.mkdir(folder, { recursive: true });
    await fs.writeFile(aside, content);
  });
  try {
    await fs.link(aside, path.join(folder, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fs.unlink(aside);
  }
}

/**
 * The message nodemailer sends: a list mail carries RFC 8058's one-click unsubscribe headers; an
 * attachment with a cid is a picture its HTML shows inline.
 */
function message(from: string, { listUnsubscribe, attachments, locale, ...mail }: OutgoingMail): nodemailer.SendMailOptions {
  const files = attachments?.length
    ? { attachments: attachments.map(({ filename, contentType, content, cid }) => ({ filename, contentType, content: Buffer.from(content, 'base64'), ...(cid ? { cid } : {}) })) }
    : {};
  if (!listUnsubscribe) return { from, ...mail, ...files };
  return {
    from,
    ...mail,
    ...files,
    list: { unsubscribe: { url: listUnsubscribe, comment: t('mail.unsubscribe.comment', undefined, locale) } },
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
