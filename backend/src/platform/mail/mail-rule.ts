import type pg from 'pg';
import type { DomainEvent } from '#platform/commands/decider';
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
}

export interface MailLinks {
  appUrl: string;
  /** JWT_SECRET: lets a rule recompute a link's token from the id its event carries. */
  linkSecret: string;
}

export interface MailComposition {
  links: MailLinks;
  /** The dispatcher's transaction, for rules that address read models (say, every subscriber). */
  tx: pg.PoolClient;
}

type Mails = OutgoingMail | OutgoingMail[] | null;

/**
 * Which domain event sends which mail(s). compose() must be deterministic from the event (and the
 * configured links): a replay composes the same mail, and the outbox keeps it from going twice.
 */
export interface MailRule {
  name: string;
  eventType: string;
  compose(event: RecordedEvent<any>, composition: MailComposition): Mails | Promise<Mails>;
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
  }): MailRule => rule as MailRule;
}

/** Escapes text for the HTML part of a mail. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The shared frame of every Izlazak mail: a heading, paragraphs and an optional button. */
export function mailLayout(heading: string, paragraphs: string[], action?: { label: string; url: string }): { html: string; text: string } {
  const body = paragraphs.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#475DDB;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="sr"><body style="font-family:Arial,sans-serif;color:#222">
<h2 style="color:#475DDB">${escapeHtml(heading)}</h2>${body}${button}
<p style="color:#888;font-size:12px">Izlazak · Beograd</p></body></html>`;
  const text = [heading, '', ...paragraphs, ...(action ? ['', `${action.label}: ${action.url}`] : []), '', 'Izlazak · Beograd'].join('\n');
  return { html, text };
}
