import { formatNight } from '@izlazak/contracts';
import { mailLayout, mailRulesFor, type MailRule } from '#platform/mail/mail-rule';
import type { TableNightEvent } from '../reservations/domain/table-night';
import { belgradeTime } from '../reservations/reservation-formatting';
import { waitlistOfferToken, waitlistOfferUrl } from './domain/offer-link';
import type { WaitlistEvent } from './domain/waitlist/waitlist.events';

const mailRule = mailRulesFor<TableNightEvent>();
const waitlistMailRule = mailRulesFor<WaitlistEvent>();

const minutesBetween = (from: string, to: string) => Math.max(1, Math.round((Date.parse(to) - Date.parse(from)) / 60_000));

/**
 * The offer: a table freed for the guest's night is held for them, with the link that books it.
 * Sent when the table is held (TableOfferHeld), never for an offer whose table was taken first.
 */
export const waitlistOfferMail = mailRule({
  name: 'waitlist-offer-guest',
  eventType: 'TableOfferHeld',
  compose({ data: hold, metadata }, { links }) {
    const url = waitlistOfferUrl(links.appUrl, waitlistOfferToken(links.linkSecret, { clubId: hold.clubId, night: hold.night, offerId: hold.offerId }));
    const night = formatNight(hold.night);
    const { html, text } = mailLayout(
      'Oslobodio se sto za vas',
      [
        `Poštovani/a ${hold.guest.firstName},`,
        `Na listi čekanja ste došli na red: ${hold.club} vam nudi sto ${hold.tableName} za noć ${night} (${hold.persons} osoba).`,
        `Sto vam čuvamo do ${belgradeTime(hold.until)} (${minutesBetween(metadata.occurredAt, hold.until)} minuta). Posle toga prelazi sledećem gostu sa liste čekanja.`,
      ],
      { label: 'Rezerviši sto', url },
    );
    return { to: hold.guest.email, subject: `Slobodan sto za vas: ${hold.club}, ${night}`.replace(/[\r\n]+/g, ' ').slice(0, 200), html, text };
  },
});

/**
 * A join of an address that already waits: whoever sent it was answered as for a new entry, so
 * the address's owner learns it here (and that they keep their place).
 */
export const alreadyWaitingMail = waitlistMailRule({
  name: 'waitlist-already-waiting',
  eventType: 'WaitlistJoinRepeated',
  compose({ data }) {
    const night = formatNight(data.night);
    const { html, text } = mailLayout('Već ste na listi čekanja', [
      `Poštovani/a ${data.guest.firstName},`,
      `Stigao je još jedan upis ove adrese na listu čekanja za ${data.club}, noć ${night}. Već ste na listi (${data.position}. mesto) i mesto vam ostaje: ne morate ništa da radite.`,
      'Kada se oslobodi sto koji vam odgovara, stiže vam mail sa linkom. Ako upis niste poslali vi, ovaj mail možete zanemariti.',
    ]);
    return { to: data.guest.email, subject: `Već ste na listi čekanja: ${data.club}, ${night}`.replace(/[\r\n]+/g, ' ').slice(0, 200), html, text };
  },
});

export const WAITLIST_MAIL_RULES: MailRule[] = [waitlistOfferMail, alreadyWaitingMail];
