import { RESERVATION_STATUS_LABELS, discountedPrice, termsText, type ReservationTermsView, formatNight } from '@izlazak/contracts';
import {
  mailLayout,
  mailRulesFor,
  type MailAction,
  type MailComposition,
  type MailLinks,
  type MailMarkup,
  type MailPicture,
  type MailRule,
  type OutgoingMail,
} from '#platform/mail/mail-rule';
import { qrCodePng, qrCodeSide } from '#platform/qr/qr-code';
import { termsOfNight } from './domain/deposit-outcome';
import { doorCodeUrl, doorToken } from './domain/door-code';
import { reservationAttendToken, reservationAttendUrl, reservationCancelToken, reservationCancelUrl } from './domain/reservation-cancel-link';
import type { Reservation, TableNightEvent } from './domain/table-night';
import { belgradeTime } from './reservation-formatting';
import { reservationMarkup, venueNightOf, type VenueNight } from './reservation-markup';

/**
 * What the guest and the venue are told, through the outbox (one job per domain event and rule):
 * the guest on placement, on every status change and on a move; the venue's address on every new
 * reservation. 'Pošalji ponovo' in the dashboard records ReservationMailResent, which mails the
 * guest the reservation as it stands. The mails that confirm a reservation the guest still holds
 * (placed, confirmed, moved, sent again) carry its door code: the QR picture of APP_URL/r/<token>
 * and the link as text (docs/door.md). On its night a confirmed reservation's guest gets the
 * reminder with 'Dolazim' and 'Otkaži' (docs/reminders.md). Every guest mail carries the
 * reservation as schema.org markup for Gmail, and a plain-text part.
 */
const mailRule = mailRulesFor<TableNightEvent>();

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').slice(0, 200);

/** The reservation as every mail lists it; its terms read at `at`, the moment of the event the mail tells of. */
export function summary(r: Reservation, at: string): string[] {
  return [
    `Objekat: ${r.club}`,
    `Noć: ${formatNight(r.night)}${r.eventTitle ? ` · ${r.eventTitle}` : ''}`,
    `Sto: ${r.tableName} · Broj osoba: ${r.persons}`,
    `Broj rezervacije: ${r.uniqueId}`,
    `Status: ${RESERVATION_STATUS_LABELS[r.status]}`,
    ...couponLines(r),
    ...termsLines(termsOfNight(r.terms, r.night), new Date(at)),
  ];
}

/** The venue's terms the guest accepted with the booking, the free cancellation as it stands at `at` (docs/payments.md). */
export function termsLines(terms: ReservationTermsView | undefined, at: Date): string[] {
  const { conditions, cancellation } = termsText(terms, at);
  return [conditions.length > 0 ? `Uslovi: ${conditions.join(' · ')}` : '', cancellation ?? ''].filter(Boolean);
}

function couponLines(r: Reservation): string[] {
  if (!r.couponCode || !r.discountPercent) return [];
  const lines = [`Kupon: ${r.couponCode} · popust ${r.discountPercent}%`];
  if (r.ticketPrice) lines.push(`Cena ulaznice uz popust: ${discountedPrice(r.ticketPrice, r.discountPercent)} RSD (umesto ${r.ticketPrice} RSD)`);
  return lines;
}

const holdsTable = (r: Reservation) => r.status === 'Pending' || r.status === 'Complete';

const cancelUrl = (r: Reservation, links: MailLinks) => reservationCancelUrl(links.appUrl, reservationCancelToken(links.linkSecret, r.reservationId, r.email));

interface GuestMailText {
  subject: string;
  heading: string;
  intro: string;
  /** Instead of 'Otkaži rezervaciju' while the guest holds the table. */
  actions?: MailAction[];
}

/** The reservation as schema.org markup for the guest's mail, with the manage link while it can still be cancelled. */
export async function guestMailMarkup(r: Reservation, { links, db }: MailComposition, known?: VenueNight): Promise<MailMarkup> {
  const manageable = holdsTable(r) || r.status === 'AwaitingPayment';
  return reservationMarkup(r, known ?? (await venueNightOf(db, r)), manageable ? cancelUrl(r, links) : null);
}

/** How to get there and until when the table waits: the start, the venue's address with a map link, its phone, the hold's cutoff. */
export function arrivalLines(where: VenueNight): string[] {
  const address = [where.venueAddress.street, where.venueAddress.city].filter(Boolean).join(', ');
  return [
    `Početak: ${belgradeTime(where.startTime.toISOString())}`,
    address ? `Adresa: ${address}` : '',
    where.pin ? `Mapa: https://www.google.com/maps/search/?api=1&query=${where.pin.latitude},${where.pin.longitude}` : '',
    where.phone ? `Telefon objekta: ${where.phone}` : '',
    where.tableHeldUntil ? `Sto se čuva do ${belgradeTime(where.tableHeldUntil.toISOString())}` : '',
  ].filter(Boolean);
}

async function guestMail(r: Reservation, at: string, composition: MailComposition, said: GuestMailText, doorCode?: DoorCode): Promise<OutgoingMail> {
  const manageUrl = holdsTable(r) ? cancelUrl(r, composition.links) : null;
  const actions = manageUrl ? (said.actions ?? [{ label: 'Otkaži rezervaciju', url: manageUrl }]) : undefined;
  const where = await venueNightOf(composition.db, r);
  const markup = await guestMailMarkup(r, composition, where);
  const arrival = holdsTable(r) || r.status === 'AwaitingPayment' ? arrivalLines(where) : [];
  const { html, text } = mailLayout(said.heading, [`Poštovani/a ${r.firstName},`, said.intro, ...summary(r, at), ...arrival], actions, doorCode?.picture, markup);
  return { to: r.email, subject: oneLine(said.subject), html, text, ...(doorCode ? { attachments: [doorCode.attachment] } : {}) };
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
    picture: { cid, alt: `QR kod za ulaz, rezervacija ${r.uniqueId}`, caption: ['Pokažite ovaj QR kod na ulazu.'], link: { label: 'Kod za ulaz', url }, size: qrCodeSide(url) },
    attachment: { filename: `ulaz-${r.uniqueId}.png`, contentType: 'image/png', content: (await qrCodePng(url)).toString('base64'), cid },
  };
}

/** A guest mail that confirms the reservation: with its door code while the guest holds the table. */
const confirmingMail = async (r: Reservation, at: string, composition: MailComposition, said: GuestMailText) =>
  guestMail(r, at, composition, said, await doorCodeOf(r, composition.links));

export const reservationPlacedGuestMail = mailRule({
  name: 'reservation-placed-guest',
  eventType: 'ReservationPlaced',
  // One waiting for its deposit gets the payment slip instead (the money feature's mail); one booked by phone has no address.
  compose: ({ data: { reservation: r }, metadata }, composition) =>
    r.status === 'AwaitingPayment' || !r.email
      ? null
      : confirmingMail(r, metadata.occurredAt, composition, {
          subject: `Rezervacija ${r.uniqueId} je primljena`,
          heading: 'Vaša rezervacija je primljena',
          intro: 'Objekat će je uskoro potvrditi; javićemo vam čim se status promeni.',
        }),
});

export const reservationPlacedVenueMail = mailRule({
  name: 'reservation-placed-venue',
  eventType: 'ReservationPlaced',
  compose({ data: { reservation: r, venueEmail }, metadata }, { links }) {
    if (!venueEmail) return null;
    const { html, text } = mailLayout('Nova rezervacija', [`Gost: ${r.firstName} ${r.lastName} · ${r.phone} · ${r.email}`, ...summary(r, metadata.occurredAt)], {
      label: 'Otvori rezervacije',
      url: `${links.appUrl}/dashboard/reservation`,
    });
    return { to: venueEmail, subject: oneLine(`Nova rezervacija ${r.uniqueId}: ${formatNight(r.night)}, sto ${r.tableName}`), html, text, replyTo: r.email };
  },
});

export const reservationConfirmedMail = mailRule({
  name: 'reservation-confirmed-guest',
  eventType: 'ReservationConfirmed',
  compose: ({ data: { reservation: r }, metadata }, composition) =>
    confirmingMail(r, metadata.occurredAt, composition, {
      subject: `Rezervacija ${r.uniqueId} je potvrđena`,
      heading: 'Rezervacija je potvrđena',
      intro: 'Objekat je potvrdio vašu rezervaciju. Vidimo se!',
    }),
});

export const reservationRejectedMail = mailRule({
  name: 'reservation-rejected-guest',
  eventType: 'ReservationRejected',
  compose: ({ data: { reservation: r }, metadata }, composition) =>
    guestMail(r, metadata.occurredAt, composition, {
      subject: `Rezervacija ${r.uniqueId} je odbijena`,
      heading: 'Rezervacija je odbijena',
      intro: 'Nažalost, objekat ne može da prihvati vašu rezervaciju.',
    }),
});

export const reservationCancelledMail = mailRule({
  name: 'reservation-cancelled-guest',
  eventType: 'ReservationCancelled',
  // A deposit not paid in time is the money feature's mail.
  compose: ({ data: { reservation: r, reason }, metadata }, composition) =>
    reason === 'unpaid'
      ? null
      : guestMail(r, metadata.occurredAt, composition, {
          subject: `Rezervacija ${r.uniqueId} je otkazana`,
          heading: 'Rezervacija je otkazana',
          intro: 'Vaša rezervacija je otkazana i sto je oslobođen.',
        }),
});

export const reservationMovedMail = mailRule({
  name: 'reservation-moved-guest',
  eventType: 'ReservationMovedIn',
  compose: ({ data: { reservation: r }, metadata }, composition) =>
    confirmingMail(r, metadata.occurredAt, composition, {
      subject: `Rezervacija ${r.uniqueId} je izmenjena`,
      heading: 'Rezervacija je izmenjena',
      intro: 'Objekat je promenio sto ili noć vaše rezervacije.',
    }),
});

export const reservationMailResent = mailRule({
  name: 'reservation-resent-guest',
  eventType: 'ReservationMailResent',
  compose: ({ data: { reservation: r }, metadata }, composition) =>
    confirmingMail(r, metadata.occurredAt, composition, {
      subject: `Rezervacija ${r.uniqueId}: ${RESERVATION_STATUS_LABELS[r.status]}`,
      heading: 'Vaša rezervacija',
      intro: 'Šaljemo vam ponovo podatke o rezervaciji.',
    }),
});

/** The night's hold ran out before the guests came: the table went to others (a hand at the door mails nothing). */
export const reservationReleasedMail = mailRule({
  name: 'reservation-released-guest',
  eventType: 'ReservationNoShow',
  compose: ({ data: { reservation: r, released }, metadata }, composition) =>
    released && r.email
      ? guestMail(r, metadata.occurredAt, composition, {
          subject: `Rezervacija ${r.uniqueId}: sto je oslobođen`,
          heading: 'Sto je oslobođen',
          intro: 'Niste stigli do isteka vremena do kog objekat čuva sto, pa je sto oslobođen. Ako ipak dolazite, javite se objektu.',
        })
      : null,
});

/**
 * The night's reminder: 'Dolazim' confirms the guest is coming, 'Otkaži' leads to the cancel page
 * (the table then goes to the waitlist). Both open a page that asks for one more tap, so a mail
 * scanner opening the links changes nothing (docs/reminders.md).
 */
export const reservationReminderMail = mailRule({
  name: 'reservation-reminder-guest',
  eventType: 'ReservationReminderSent',
  compose: ({ data: { reservation: r }, metadata }, composition) => {
    const { links } = composition;
    const attend = reservationAttendUrl(links.appUrl, reservationAttendToken(links.linkSecret, r.reservationId, r.email));
    return confirmingMail(r, metadata.occurredAt, composition, {
      subject: `Podsetnik: ${r.club}, ${formatNight(r.night)}, sto ${r.tableName}`,
      heading: 'Vidimo se večeras?',
      intro: `Podsećamo vas na rezervaciju za noć ${formatNight(r.night)}. Javite objektu jednim dodirom da li dolazite: 'Dolazim' ili 'Otkaži' (sto se tada nudi gostima sa liste čekanja).`,
      actions: [
        { label: 'Dolazim', url: attend },
        { label: 'Otkaži', url: cancelUrl(r, links) },
      ],
    });
  },
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
  reservationReminderMail,
];
