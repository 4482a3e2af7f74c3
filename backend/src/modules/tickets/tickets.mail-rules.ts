import { belgradeClockTime, DEFAULT_LOCALE, formatNight } from '@izlazak/contracts';
import { mailLayout, mailRulesFor, mailWords, subjectLine, type MailRule } from '#platform/mail/mail-rule';
import { ticketOfferUrl } from './domain/ticket-code';
import type { TicketSalesEvent } from './domain/ticket-sales/ticket-sales.events';

const mailRule = mailRulesFor<TicketSalesEvent>();

const minutesBetween = (from: string, to: string) => Math.max(1, Math.round((Date.parse(to) - Date.parse(from)) / 60_000));

/**
 * 'Obavesti me' answered: tickets came back and are held for the first in line, all they asked for,
 * with the link that buys them; in the language they joined in.
 */
export const ticketOfferMail = mailRule({
  name: 'ticket-offer-guest',
  eventType: 'TicketOfferMade',
  async compose({ data: offer }, { links, db }) {
    const { rows } = await db.query<{ title: string; club: string }>(
      `SELECT coalesce(e.title, '') AS title, coalesce(v.name, '') AS club FROM event_listings e LEFT JOIN event_venues v ON v.club_id = e.club_id WHERE e.id = $1`,
      [offer.eventId],
    );
    const event = rows[0] ?? { title: '', club: '' };
    const locale = offer.locale ?? DEFAULT_LOCALE;
    const say = mailWords(locale);
    const night = formatNight(offer.night);
    const { html, text } = mailLayout(
      locale,
      say('mail.ticketOffer.heading'),
      [
        say('mail.dear', { name: offer.buyer.firstName }),
        say('mail.ticketOffer.offer', { quantity: offer.quantity, tier: offer.tierName, event: event.title, club: event.club, night }),
        say('mail.ticketOffer.held', { until: belgradeClockTime(offer.expiresAt), minutes: minutesBetween(offer.madeAt, offer.expiresAt) }),
      ],
      { label: say('mail.ticketOffer.buy'), url: ticketOfferUrl(links.appUrl, offer.token) },
    );
    return { to: offer.buyer.email, subject: subjectLine(say('mail.ticketOffer.subject', { event: event.title, night })), html, text, locale };
  },
});

export const TICKET_MAIL_RULES: MailRule[] = [ticketOfferMail];
