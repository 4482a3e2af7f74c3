import { RESERVATION_STATUS_LABELS, discountedPrice, termsText, type ReservationTermsView } from '@izlazak/contracts';
import { mailLayout, mailRulesFor, type MailLinks, type MailPicture, type MailRule, type OutgoingMail } from '#platform/mail/mail-rule';
import { qrCodePng, qrCodeSide } from '#platform/qr/qr-code';
import { doorCodeUrl, doorToken } from './domain/door-code';
import { reservationCancelToken, reservationCancelUrl } from './domain/reservation-cancel-link';
import type { Reservation, TableNightEvent } from './domain/table-night.decider';

/**
 * What the guest and the venue are told, through the outbox (one job per domain event and rule):
 * the guest on placement, on every status change and on a move; the venue's address on every new
 * reservation. 'Pošalji ponovo' in the dashboard records ReservationMailResent, which mails the
 * guest the reservation as it stands. The mails that confirm a reservation the guest still holds
 * (placed, confirmed, moved, sent again) carry its door code: the QR picture of APP_URL/r/<token>
 * and the link as text (docs/door.md).
 */
const mailRule = mailRulesFor<TableNightEvent>();

const formatNight = (night: string) => night.split('-').reverse().join('.');
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').slice(0, 200);

export function summary(r: Reservation): string[] {
  return [
    `Objekat: ${r.club}`,
    `Noć: ${formatNight(r.night)}${r.eventTitle ? ` · ${r.eventTitle}` : ''}`,
    `Sto: ${r.tableName} · Broj osoba: ${r.persons}`,
    `Broj rezervacije: ${r.uniqueId}`,
    `Status: ${RESERVATION_STATUS_LABELS[r.status]}`,
    ...couponLines(r),
    ...termsLines(r.terms),
  ];
}

/** The venue's terms the guest accepted with the booking (docs/payments.md). */
export function termsLines(terms: ReservationTermsView | undefined): string[] {
  const { conditions, cancellation } = termsText(terms);
  return [conditions.length > 0 ? `Uslovi: ${conditions.join(' · ')}` : '', cancellation ?? ''].filter(Boolean);
}

function couponLines(r: Reservation): string[] {
  if (!r.couponCode || !r.discountPercent) return [];
  const lines = [`Kupon: ${r.couponCode} · popust ${r.discountPercent}%`];
  if (r.ticketPrice) lines.push(`Cena ulaznice uz popust: ${discountedPrice(r.ticketPrice, r.discountPercent)} RSD (umesto ${r.ticketPrice} RSD)`);
  return lines;
}

const holdsTable = (r: Reservation) => r.status === 'Pending' || r.status === 'Complete';

function guestMail(r: Reservation, links: MailLinks, subject: string, heading: string, intro: string, doorCode?: DoorCode): OutgoingMail {
  const cancel = { label: 'Otkaži rezervaciju', url: reservationCancelUrl(links.appUrl, reservationCancelToken(links.linkSecret, r.reservationId, r.email)) };
  const { html, text } = mailLayout(heading, [`Poštovani/a ${r.firstName},`, intro, ...summary(r)], holdsTable(r) ? cancel : undefined, doorCode?.picture);
  return { to: r.email, subject: oneLine(subject), html, text, ...(doorCode ? { attachments: [doorCode.attachment] } : {}) };
}

export interface DoorCode {
  picture: MailPicture;
  attachment: NonNullable<OutgoingMail['attachments']>[number];
}

/** The door code of a reservation the guest still holds, as the mail shows it; none for one that ended. */
export async function doorCodeOf(r: Reservation, links: MailLinks): Promise<DoorCode | undefined> {
  if (!holdsTable(r)) return undefined;
  const url = doorCodeUrl(links.appUrl, doorToken(links.linkSecret, r.reservationId));
  const cid = `door-code-${r.uniqueId}@izlazak`;
  return {
    picture: { cid, alt: `QR kod za ulaz, rezervacija ${r.uniqueId}`, caption: ['Pokažite ovaj QR kod na ulazu.', `Kod za ulaz: ${url}`], size: qrCodeSide(url) },
    attachment: { filename: `ulaz-${r.uniqueId}.png`, contentType: 'image/png', content: (await qrCodePng(url)).toString('base64'), cid },
  };
}

/** A guest mail that confirms the reservation: with its door code while the guest holds the table. */
const confirmingMail = async (r: Reservation, links: MailLinks, subject: string, heading: string, intro: string) =>
  guestMail(r, links, subject, heading, intro, await doorCodeOf(r, links));

export const reservationPlacedGuestMail = mailRule({
  name: 'reservation-placed-guest',
  eventType: 'ReservationPlaced',
  // One waiting for its deposit gets the payment slip instead (the money feature's mail); one booked by phone has no address.
  compose: ({ data: { reservation: r } }, { links }) =>
    r.status === 'AwaitingPayment' || !r.email
      ? null
      : confirmingMail(r, links, `Rezervacija ${r.uniqueId} je primljena`, 'Vaša rezervacija je primljena', 'Objekat će je uskoro potvrditi; javićemo vam čim se status promeni.'),
});

export const reservationPlacedVenueMail = mailRule({
  name: 'reservation-placed-venue',
  eventType: 'ReservationPlaced',
  compose({ data: { reservation: r, venueEmail } }, { links }) {
    if (!venueEmail) return null;
    const { html, text } = mailLayout(
      'Nova rezervacija',
      [`Gost: ${r.firstName} ${r.lastName} · ${r.phone} · ${r.email}`, ...summary(r)],
      { label: 'Otvori rezervacije', url: `${links.appUrl}/dashboard/reservation` },
    );
    return { to: venueEmail, subject: oneLine(`Nova rezervacija ${r.uniqueId}: ${formatNight(r.night)}, sto ${r.tableName}`), html, text, replyTo: r.email };
  },
});

export const reservationConfirmedMail = mailRule({
  name: 'reservation-confirmed-guest',
  eventType: 'ReservationConfirmed',
  compose: ({ data: { reservation: r } }, { links }) =>
    confirmingMail(r, links, `Rezervacija ${r.uniqueId} je potvrđena`, 'Rezervacija je potvrđena', 'Objekat je potvrdio vašu rezervaciju. Vidimo se!'),
});

export const reservationRejectedMail = mailRule({
  name: 'reservation-rejected-guest',
  eventType: 'ReservationRejected',
  compose: ({ data: { reservation: r } }, { links }) =>
    guestMail(r, links, `Rezervacija ${r.uniqueId} je odbijena`, 'Rezervacija je odbijena', 'Nažalost, objekat ne može da prihvati vašu rezervaciju.'),
});

export const reservationCancelledMail = mailRule({
  name: 'reservation-cancelled-guest',
  eventType: 'ReservationCancelled',
  // A deposit not paid in time is the money feature's mail.
  compose: ({ data: { reservation: r, reason } }, { links }) =>
    reason === 'unpaid' ? null : guestMail(r, links, `Rezervacija ${r.uniqueId} je otkazana`, 'Rezervacija je otkazana', 'Vaša rezervacija je otkazana i sto je oslobođen.'),
});

export const reservationMovedMail = mailRule({
  name: 'reservation-moved-guest',
  eventType: 'ReservationMovedIn',
  compose: ({ data: { reservation: r } }, { links }) =>
    confirmingMail(r, links, `Rezervacija ${r.uniqueId} je izmenjena`, 'Rezervacija je izmenjena', 'Objekat je promenio sto ili noć vaše rezervacije.'),
});

export const reservationMailResent = mailRule({
  name: 'reservation-resent-guest',
  eventType: 'ReservationMailResent',
  compose: ({ data: { reservation: r } }, { links }) =>
    confirmingMail(r, links, `Rezervacija ${r.uniqueId}: ${RESERVATION_STATUS_LABELS[r.status]}`, 'Vaša rezervacija', 'Šaljemo vam ponovo podatke o rezervaciji.'),
});

/** The night's hold ran out before the guests came: the table went to others (a hand at the door mails nothing). */
export const reservationReleasedMail = mailRule({
  name: 'reservation-released-guest',
  eventType: 'ReservationNoShow',
  compose: ({ data: { reservation: r, released } }, { links }) =>
    released && r.email
      ? guestMail(r, links, `Rezervacija ${r.uniqueId}: sto je oslobođen`, 'Sto je oslobođen', 'Niste stigli do isteka vremena do kog objekat čuva sto, pa je sto oslobođen. Ako ipak dolazite, javite se objektu.')
      : null,
});

export const RESERVATION_MAIL_RULES: MailRule[] = [
  reservationPlacedGuestMail,
  reservationPlacedVenueMail,
  reservationConfirmedMail,
  reservationRejectedMail,
  reservationCancelledMail,
  reservationMovedMail,
  reservationMailResent,
  reservationReleasedMail,
];
