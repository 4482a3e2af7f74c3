import { DEFAULT_LOCALE, formatNight } from '@izlazak/contracts';
import { mailLayout, mailRulesFor, mailWords, subjectLine, type MailRule } from '#platform/mail/mail-rule';
import type { TableNightEvent } from '../reservations/domain/table-night';
import { belgradeTime } from '../reservations/reservation-formatting';
import { waitlistOfferToken, waitlistOfferUrl } from './domain/offer-link';
import type { WaitlistEvent } from './domain/waitlist/waitlist.events';

const mailRule = mailRulesFor<TableNightEvent>();
const waitlistMailRule = mailRulesFor<WaitlistEvent>();

const minutesBetween = (from: string, to: string) => Math.max(1, Math.round((Date.parse(to) - Date.parse(from)) / 60_000));

/**
 * The offer: a table freed for the guest's night is held for them, with the link that books it.
 * Sent when the table is held (TableOfferHeld), never for an offer whose table was taken first;
 * in the language the guest joined the waitlist in.
 */
export const waitlistOfferMail = mailRule({
  name: 'waitlist-offer-guest',
  eventType: 'TableOfferHeld',
  compose({ data: hold, metadata }, { links }) {
    const url = waitlistOfferUrl(links.appUrl, waitlistOfferToken(links.linkSecret, { clubId: hold.clubId, night: hold.night, offerId: hold.offerId }));
    const locale = hold.locale ?? DEFAULT_LOCALE;
    const say = mailWords(locale);
    const night = formatNight(hold.night);
    const { html, text } = mailLayout(
      locale,
      say('mail.waitlistOffer.heading'),
      [
        say('mail.dear', { name: hold.guest.firstName }),
        say('mail.waitlistOffer.offer', { club: hold.club, table: hold.tableName, night, persons: hold.persons }),
        say('mail.waitlistOffer.held', { until: belgradeTime(hold.until), minutes: minutesBetween(metadata.occurredAt, hold.until) }),
      ],
      { label: say('mail.waitlistOffer.book'), url },
    );
    return { to: hold.guest.email, subject: subjectLine(say('mail.waitlistOffer.subject', { club: hold.club, night })), html, text, locale };
  },
});

/**
 * A join of an address that already waits: whoever sent it was answered as for a new entry, so
 * the address's owner learns it here (and that they keep their place), in the language they joined in.
 */
export const alreadyWaitingMail = waitlistMailRule({
  name: 'waitlist-already-waiting',
  eventType: 'WaitlistJoinRepeated',
  compose({ data }) {
    const locale = data.guest.locale ?? DEFAULT_LOCALE;
    const say = mailWords(locale);
    const night = formatNight(data.night);
    const { html, text } = mailLayout(locale, say('mail.waitlistRepeated.heading'), [
      say('mail.dear', { name: data.guest.firstName }),
      say('mail.waitlistRepeated.again', { club: data.club, night, position: data.position }),
      say('mail.waitlistRepeated.next'),
    ]);
    return { to: data.guest.email, subject: subjectLine(say('mail.waitlistRepeated.subject', { club: data.club, night })), html, text, locale };
  },
});

export const WAITLIST_MAIL_RULES: MailRule[] = [waitlistOfferMail, alreadyWaitingMail];
