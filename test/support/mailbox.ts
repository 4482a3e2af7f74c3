import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';

export interface ReceivedMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with it; a picture the HTML shows inline has its `cid`. */
  attachments: { filename: string; contentType: string; cid: string | null; content: Buffer }[];
}

/** Every mail the app wrote to its MAIL_DIR, oldest first, parsed as a mail client would. */
export async function readMails(mailDir: string): Promise<ReceivedMail[]> {
  if (!fs.existsSync(mailDir)) return [];
  // In the order they were written (each mail is one file named by its outbox id).
  const written = (name: string) => fs.statSync(path.join(mailDir, name)).mtimeMs;
  const files = fs
    .readdirSync(mailDir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => ({ name, at: written(name) }))
    .sort((a, b) => a.at - b.at || a.name.localeCompare(b.name))
    .map(({ name }) => name);
  return Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(fs.readFileSync(path.join(mailDir, file)));
      const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '');
      const attachments = parsed.attachments.map((a) => ({ filename: a.filename ?? '', contentType: a.contentType, cid: a.cid ?? null, content: a.content }));
      return { file, to, subject: parsed.subject ?? '', text: parsed.text ?? '', html: typeof parsed.html === 'string' ? parsed.html : '', attachments };
    }),
  );
}

/** Polls the mail folder until a mail matches, or fails after the timeout. */
export async function waitForMail(mailDir: string, matches: (mail: ReceivedMail) => boolean, timeoutMs = 15_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readMails(mailDir)).find(matches);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No matching mail in ${mailDir} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** waitForMail for the first mail to `address` whose subject contains `subject`. */
export const waitForMailTo = (mailDir: string, address: string, subject: string) => waitForMail(mailDir, (mail) => mail.to.includes(address) && mail.subject.includes(subject));
