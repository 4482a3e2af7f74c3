import type { RecordedEvent } from '../event-store/event-store.port';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
}

export interface MailLinks {
  appUrl: string;
  /** JWT_SECRET: lets a rule recompute a link's token from the id its event carries. */
  linkSecret: string;
}

/**
 * Which domain event sends which mail. compose() must be deterministic from the event (and the
 * configured links): a replay composes the same mail, and the outbox keeps it from going twice.
 */
export interface MailRule {
  name: string;
  eventType: string;
  compose(event: RecordedEvent<any>, links: MailLinks): OutgoingMail | null;
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
