import { DEFAULT_LOCALE, t, type Locale, type MessageId, type MessageValues } from '@izlazak/contracts';
import type { DomainEvent } from '#platform/commands/decider';
import type { Queryable } from '#platform/database/pool';
import type { RecordedEvent } from '#platform/event-store/event-store.port';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  /**
   * A list mail's one-click unsubscribe address (https, RFC 8058): sent as `List-Unsubscribe` with
   * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, so a mail program unsubscribes with a POST.
   */
  listUnsubscribe?: string;
  /** Files sent with the mail; one with a `cid` is a picture the HTML shows inline (`<img src="cid:…">`). */
  attachments?: MailAttachment[];
  /** The recipient's language, for what the transport writes around the mail (the unsubscribe header's comment); none: sr-Latn. */
  locale?: Locale;
}

/** A mail's texts in its recipient's language: `const say = mailWords(locale); say('mail.footer')`. */
export type MailWords = (id: MessageId, values?: MessageValues) => string;
export const mailWords =
  (locale: Locale = DEFAULT_LOCALE): MailWords =>
  (id, values) =>
    t(id, values, locale);

/** A subject is one header line, whatever a guest or a venue typed into its parts. */
export const subjectLine = (text: string) => text.replace(/[\r\n]+/g, ' ').slice(0, 200);

/** `<html lang>` of a mail: sr-Latn as the mails always said it. */
const HTML_LANG: Record<Locale, string> = { 'sr-Latn': 'sr', 'sr-Cyrl': 'sr-Cyrl', en: 'en' };

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** base64: kept in the outbox row as it is, so a mail sent after a restart still has it. */
  content: string;
  cid?: string;
}

export interface MailLinks {
  appUrl: string;
  /** JWT_SECRET: lets a rule recompute a link's token from the id its event carries. */
  linkSecret: string;
}

export interface MailComposition {
  links: MailLinks;
  /**
   * For rules that read read models (say, every subscriber): the pool, as committed when the mail is
   * composed. The dispatcher composes before its transaction opens, so a slow mail never holds the feed.
   */
  db: Queryable;
}

type Mails = OutgoingMail | OutgoingMail[] | null;

/**
 * Which domain event sends which mail(s). compose() must be deterministic from the event (and the
 * configured links): a replay composes the same mail, and the outbox keeps it from going twice.
 */
export interface MailRule {
  name: string;
  eventType: string;
  compose(event: RecordedEvent, composition: MailComposition): Mails | Promise<Mails>;
}

/**
 * Mail rules whose event types are checked against a feature's event union:
 *   const mailRule = mailRulesFor<UserEvent>();
 *   export const verificationMail = mailRule({ name, eventType: 'VerificationRequested', compose(event) { event.data.email ... } });
 */
export function mailRulesFor<Event extends DomainEvent>() {
  return <Type extends Event['type']>(rule: {
    name: string;
    eventType: Type;
    compose(event: RecordedEvent<Extract<Event, { type: Type }>['data']>, composition: MailComposition): Mails | Promise<Mails>;
  }): MailRule => rule;
}

/** JSON inside a <script>: '<' written as its escape, so no text in it can end the script. */
const jsonInScript = (data: MailMarkup) => JSON.stringify(data).replace(/</g, '\\u003c');

/** Escapes text for the HTML part of a mail. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A picture attached to the mail (by its `cid`), shown after the paragraphs with a caption; the text part has the caption. */
export interface MailPicture {
  cid: string;
  alt: string;
  caption: string[];
  size: number;
  /** A link under the caption ('Kod za ulaz'), its address as text in the text part. */
  link?: MailAction;
}

export interface MailAction {
  label: string;
  url: string;
}

/** A JSON-LD block in the mail's head, as Gmail reads a reservation's (schema.org markup for e-mail). */
export type MailMarkup = Record<string, unknown>;

/**
 * The shared frame of every Izlazak mail, in `locale`: a heading, paragraphs, an optional picture,
 * optional buttons (one or several side by side) and optional schema.org markup; the text part says the same.
 */
export function mailLayout(
  locale: Locale,
  heading: string,
  paragraphs: string[],
  action?: MailAction | MailAction[],
  picture?: MailPicture | MailPicture[],
  markup?: MailMarkup,
): { html: string; text: string } {
  const footer = t('mail.footer', undefined, locale);
  const actions = action ? [action].flat() : [];
  // Several pictures (an order's tickets, each its own QR code) follow one another, each with its caption and link.
  const pictures = picture ? [picture].flat() : [];
  const figure = pictures
    .map(
      (picture) =>
        `<p style="margin:16px 0 4px"><img src="cid:${escapeHtml(picture.cid)}" alt="${escapeHtml(picture.alt)}" width="${picture.size}" height="${picture.size}" style="display:block;border:0"></p>` +
        picture.caption.map((line) => `<p style="margin:0 0 12px;font-size:13px;color:#555">${escapeHtml(line)}</p>`).join('') +
        (picture.link
          ? `<p style="margin:0 0 12px;font-size:13px">${escapeHtml(picture.link.label)}: <a href="${escapeHtml(picture.link.url)}">${escapeHtml(picture.link.url)}</a></p>`
          : ''),
    )
    .join('');
  const body = paragraphs.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`).join('') + figure;
  const buttons = actions
    .map(
      (one) =>
        `<a href="${escapeHtml(one.url)}" style="display:inline-block;margin:0 8px 8px 0;padding:10px 18px;background:#475DDB;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(one.label)}</a>`,
    )
    .join('');
  const button = buttons ? `<p>${buttons}</p>` : '';
  const head = markup ? `<head><meta charset="utf-8"><script type="application/ld+json">${jsonInScript(markup)}</script></head>` : '';
  const html = `<!doctype html><html lang="${HTML_LANG[locale]}">${head}<body style="font-family:Arial,sans-serif;color:#222">
<h2 style="color:#475DDB">${escapeHtml(heading)}</h2>${body}${button}
<p style="color:#888;font-size:12px">${escapeHtml(footer)}</p></body></html>`;
  const text = [
    heading,
    '',
    ...paragraphs,
    ...pictures.flatMap((picture) => ['', ...picture.caption, ...(picture.link ? [`${picture.link.label}: ${picture.link.url}`] : [])]),
    ...(actions.length > 0 ? ['', ...actions.map((one) => `${one.label}: ${one.url}`)] : []),
    '',
    footer,
  ].join('\n');
  return { html, text };
}
