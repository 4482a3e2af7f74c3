import { eventTypeLabel, formatNight, pathInLocale, type Locale } from '@izlazak/contracts';
import type { Queryable } from '#platform/database/pool';
import { mailLayout, mailRulesFor, mailWords, escapeHtml, subjectLine, type MailLinks, type MailRule, type MailWords, type OutgoingMail } from '#platform/mail/mail-rule';
import { newsUnsubscribeToken, unsubscribeUrl } from '../site/domain/news-unsubscribe-link';
import type { VenueEvent } from '../venues/domain/venue.events';
import type { NightlifeEventChange } from './domain/nightlife-event.decider';
import { nightOf } from './domain/venue-night';

/**
 * The news for subscribers (site/subscribe): one mail per subscriber for each newly published
 * event and each newly approved venue, with a link to leave the list. The dispatcher queues them
 * in the outbox with its checkpoint (one job per domain event, rule and subscriber); the mail
 * workers send them, never the request. Each in its subscriber's language (the page they subscribed on).
 */
interface Subscriber {
  email: string;
  locale: Locale;
}

/** Who was on the list when it happened, in a stable order. */
async function subscribersAt(db: Queryable, occurredAt: string): Promise<Subscriber[]> {
  const { rows } = await db.query<Subscriber>('SELECT email, locale FROM subscribers WHERE subscribed AND subscribed_at <= $1 ORDER BY email', [occurredAt]);
  return rows;
}

function newsMail(
  { email: to, locale }: Subscriber,
  links: MailLinks,
  subject: string,
  heading: string,
  paragraphs: string[],
  action: { label: string; url: string },
): OutgoingMail {
  const say = mailWords(locale);
  const leave = unsubscribeUrl(links.appUrl, newsUnsubscribeToken(links.linkSecret, to));
  const { html, text } = mailLayout(locale, heading, paragraphs, action);
  const footer = `<p style="color:#888;font-size:12px">${escapeHtml(say('mail.news.unwanted'))} <a href="${escapeHtml(leave)}">${escapeHtml(say('mail.news.leave'))}</a></p>`;
  return {
    to,
    subject: subjectLine(subject),
    html: html.replace('</body>', `${footer}</body>`),
    text: `${text}\n\n${say('mail.news.leaveText', { url: leave })}`,
    listUnsubscribe: leave,
    locale,
  };
}

/** '01.12.2026 od 23:00 do 05:00 · Žurka' (the type the form suggests in the subscriber's language). */
function when(details: { dateOfEvent: string; startTime: string; endTime?: string | null; type: string }, locale: Locale, say: MailWords): string {
  const at = { date: formatNight(details.dateOfEvent), start: details.startTime, type: eventTypeLabel(details.type, locale) };
  return details.endTime ? say('mail.newEvent.whenUntil', { ...at, end: details.endTime }) : say('mail.newEvent.when', at);
}

/** The event's title and description as its English pages show them to an English subscriber (each in Serbian where the venue wrote none). */
function inLanguageOf(details: { title: string; description: string; titleEn?: string; descriptionEn?: string }, locale: Locale) {
  if (locale !== 'en') return { title: details.title, description: details.description };
  return { title: details.titleEn || details.title, description: details.descriptionEn || details.description };
}

export const newEventMail = mailRulesFor<NightlifeEventChange>()({
  name: 'event-published-subscribers',
  eventType: 'EventPublished',
  async compose(event, { links, db }) {
    const { eventId, clubId, details } = event.data;
    // A night already over when it was published is not news.
    if (details.dateOfEvent < nightOf(new Date(event.metadata.occurredAt))) return null;
    const { rows } = await db.query<{ name: string; location: string; approved: boolean; deleted: boolean }>(
      'SELECT name, location, approved, deleted FROM event_venues WHERE club_id = $1',
      [clubId],
    );
    const venue = rows[0];
    // The events of a venue awaiting approval (or deleted) are never public.
    if (venue && (!venue.approved || venue.deleted)) return null;
    const place = venue ? [venue.name, venue.location].filter(Boolean).join(', ') : '';
    const subscribers = await subscribersAt(db, event.metadata.occurredAt);
    return subscribers.map((subscriber) => {
      const say = mailWords(subscriber.locale);
      const { title, description } = inLanguageOf(details, subscriber.locale);
      return newsMail(
        subscriber,
        links,
        say('mail.newEvent.subject', { title }),
        title,
        [...(place ? [place] : []), when(details, subscriber.locale, say), say('mail.newEvent.ticket', { price: details.ticketPrice }), description],
        { label: say('mail.newEvent.see'), url: `${links.appUrl}${pathInLocale(`/event/${encodeURIComponent(eventId)}`, subscriber.locale)}` },
      );
    });
  },
});

export const newVenueMail = mailRulesFor<VenueEvent>()({
  name: 'venue-approved-subscribers',
  eventType: 'VenueApproved',
  async compose(event, { links, db }) {
    const { clubId, name } = event.data;
    const subscribers = await subscribersAt(db, event.metadata.occurredAt);
    return subscribers.map((subscriber) => {
      const say = mailWords(subscriber.locale);
      return newsMail(subscriber, links, say('mail.newVenue.subject', { name }), say('mail.newVenue.heading', { name }), [say('mail.newVenue.intro', { name })], {
        label: say('mail.newVenue.see'),
        url: `${links.appUrl}${pathInLocale(`/club/${encodeURIComponent(clubId)}`, subscriber.locale)}`,
      });
    });
  },
});

export const EVENT_MAIL_RULES: MailRule[] = [newEventMail, newVenueMail];
