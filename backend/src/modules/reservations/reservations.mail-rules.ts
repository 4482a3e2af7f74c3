import {
  DEFAULT_LOCALE,
  discountedPrice,
  formatNight,
  freeCancelUntil,
  formatBelgradeDateTime,
  type Locale,
  type MessageId,
  type ReservationStatus,
  type ReservationTermsView,
} from '@izlazak/contracts';
import { mailRsd } from '#platform/mail/mail-format';
import {
  mailLayout,
  mailRulesFor,
  mailWords,
  subjectLine,
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
 * reservation as schema.org markup for Gmail, and a plain-text part. The guest's mails are in the
 * language the guest booked in (`r.locale`); the venue's are in Serbian (docs/i18n.md).
 */
const mailRule = mailRulesFor<TableNightEvent>();

/** The language of every mail to the guest about `r`: the one they booked in, sr-Latn for older reservations. */
export const guestLocale = (r: Reservation): Locale => r.locale ?? DEFAULT_LOCALE;

const STATUS_MESSAGES: Record<ReservationStatus, MessageId> = {
  Pending: 'mail.status.pending',
  Complete: 'mail.status.complete',
  Rejected: 'mail.status.rejected',
  Cancelled: 'mail.status.cancelled',
  Arrived: 'mail.status.arrived',
  NoShow: 'mail.status.noShow',
  AwaitingPayment: 'mail.status.awaitingPayment',
};

export const statusText = (status: ReservationStatus, locale: Locale) => mailWords(locale)(STATUS_MESSAGES[status]);

/** The reservation as every mail lists it, in `locale`; its terms read at `at`, the moment of the event the mail tells of. */
export function summary(r: Reservation, at: string, locale: Locale): string[] {
  const say = mailWords(locale);
  const night = formatNight(r.night);
  return [
    say('mail.summary.venue', { club: r.club }),
    r.eventTitle ? say('mail.summary.nightWithEvent', { night, event: r.eventTitle }) : say('mail.summary.night', { night }),
    say('mail.summary.table', { table: r.tableName, persons: r.persons }),
    say('mail.summary.number', { number: r.uniqueId }),
    say('mail.summary.status', { status: statusText(r.status, locale) }),
    ...couponLines(r, locale),
    ...termsLines(termsOfNight(r.terms, r.night), new Date(at), locale),
  ];
}

/** The venue's terms the guest accepted with the booking, the free cancellation as it stands at `at` (docs/payments.md). */
export function termsLines(terms: ReservationTermsView | undefined, at: Date, locale: Locale): string[] {
  if (!terms) return [];
  const say = mailWords(locale);
  const conditions = [
    terms.minimumSpend > 0 ? say('mail.terms.minimumSpend', { amount: mailRsd(terms.minimumSpend, locale) }) : '',
    terms.package ? say('mail.terms.package', { package: subjectLine(terms.package) }) : '',
    terms.deposit > 0 ? say('mail.terms.deposit', { amount: mailRsd(terms.deposit, locale) }) : '',
  ].filter(Boolean);
  const cancellation = terms.deposit > 0 ? `${cancellationRule(terms, at, locale)} ${say('mail.terms.noShow', { noShow: terms.noShow })}` : '';
  return [conditions.length > 0 ? say('mail.terms.conditions', { conditions: conditions.join(' · ') }) : '', cancellation].filter(Boolean);
}

/** What cancelling costs at `at`: the deadline while it is ahead, what cancelling now costs once it passed, else the venue's rule. */
function cancellationRule(terms: ReservationTermsView, at: Date, locale: Locale): string {
  const say = mailWords(locale);
  const { freeCancelHours: hours, lateCancel: late } = terms;
  const until = freeCancelUntil(terms);
  if (!until) return hours > 0 ? say('mail.terms.freeHours', { hours, late }) : say('mail.terms.noFree', { late });
  const deadline = formatBelgradeDateTime(until);
  return at.getTime() <= until.getTime() ? say('mail.terms.freeUntil', { deadline, hours, late }) : say('mail.terms.freePassed', { deadline, hours, late });
}

function couponLines(r: Reservation, locale: Locale): string[] {
  if (!r.couponCode || !r.discountPercent) return [];
  const say = mailWords(locale);
  const lines = [say('mail.summary.coupon', { code: r.couponCode, percent: String(r.discountPercent) })];
  if (r.ticketPrice) lines.push(say('mail.summary.discountedTicket', { price: `${discountedPrice(r.ticketPrice, r.discountPercent)} RSD`, full: `${r.ticketPrice} RSD` }));
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

/** A guest mail's subject, heading and intro, by its messages' common prefix ('mail.reservationPlaced'). */
type GuestMailKind = 'reservationPlaced' | 'reservationConfirmed' | 'reservationRejected' | 'reservationCancelled' | 'reservationMoved' | 'reservationReleased';

function saidOf(kind: GuestMailKind, r: Reservation): GuestMailText {
  const say = mailWords(guestLocale(r));
  const ids = GUEST_MAIL_MESSAGES[kind];
  return { subject: say(ids.subject, { number: r.uniqueId }), heading: say(ids.heading), intro: say(ids.intro) };
}

const GUEST_MAIL_MESSAGES: Record<GuestMailKind, { subject: MessageId; heading: MessageId; intro: MessageId }> = {
  reservationPlaced: { subject: 'mail.reservationPlaced.subject', heading: 'mail.reservationPlaced.heading', intro: 'mail.reservationPlaced.intro' },
  reservationConfirmed: { subject: 'mail.reservationConfirmed.subject', heading: 'mail.reservationConfirmed.heading', intro: 'mail.reservationConfirmed.intro' },
  reservationRejected: { subject: 'mail.reservationRejected.subject', heading: 'mail.reservationRejected.heading', intro: 'mail.reservationRejected.intro' },
  reservationCancelled: { subject: 'mail.reservationCancelled.subject', heading: 'mail.reservationCancelled.heading', intro: 'mail.reservationCancelled.intro' },
  reservationMoved: { subject: 'mail.reservationMoved.subject', heading: 'mail.reservationMoved.heading', intro: 'mail.reservationMoved.intro' },
  reservationReleased: { subject: 'mail.reservationReleased.subject', heading: 'mail.reservationReleased.heading', intro: 'mail.reservationReleased.intro' },
};

/** The reservation as schema.org markup for the guest's mail, with the manage link while it can still be cancelled. */
export async function guestMailMarkup(r: Reservation, { links, db }: MailComposition, known?: VenueNight): Promise<MailMarkup> {
  const manageable = holdsTable(r) || r.status === 'AwaitingPayment';
  return reservationMarkup(r, known ?? (await venueNightOf(db, r)), manageable ? cancelUrl(r, links) : null);
}

/** How to get there and until when the table waits: the start, the venue's address with a map link, its phone, the hold's cutoff. */
export function arrivalLines(where: VenueNight, locale: Locale): string[] {
  const say = mailWords(locale);
  const address = [where.venueAddress.street, where.venueAddress.city].filter(Boolean).join(', ');
  return [
    say('mail.arrival.start', { time: belgradeTime(where.startTime.toISOString()) }),
    address ? say('mail.arrival.address', { address }) : '',
    where.pin ? say('mail.arrival.map', { url: `https://www.google.com/maps/search/?api=1&query=${where.pin.latitude},${where.pin.longitude}` }) : '',
    where.phone ? say('mail.arrival.phone', { phone: where.phone }) : '',
    where.tableHeldUntil ? say('mail.arrival.heldUntil', { time: belgradeTime(where.tableHeldUntil.toISOString()) }) : '',
  ].filter(Boolean);
}

async function guestMail(r: Reservation, at: string, composition: MailComposition, said: GuestMailText, doorCode?: DoorCode): Promise<OutgoingMail> {
  const locale = guestLocale(r);
  const say = mailWords(locale);
  const manageUrl = holdsTable(r) ? cancelUrl(r, composition.links) : null;
  const actions = manageUrl ? (said.actions ?? [{ label: say('mail.reservation.cancel'), url: manageUrl }]) : undefined;
  const where = await venueNightOf(composition.db, r);
  const markup = await guestMailMarkup(r, composition, where);
  const arrival = holdsTable(r) || r.status === 'AwaitingPayment' ? arrivalLines(where, locale) : [];
  const paragraphs = [say('mail.dear', { name: r.firstName }), said.intro, ...summary(r, at, locale), ...arrival];
  const { html, text } = mailLayout(locale, said.heading, paragraphs, actions, doorCode?.picture, markup);
  return { to: r.email, subject: subjectLine(said.subject), html, text, locale, ...(doorCode ? { attachments: [doorCode.attachment] } : {}) };
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
  const say = mailWords(guestLocale(r));
  const number = r.uniqueId;
  return {
    picture: { cid, alt: say('mail.doorCode.alt', { number }), caption: [say('mail.doorCode.caption')], link: { label: say('mail.doorCode.link'), url }, size: qrCodeSide(url) },
    attachment: { filename: say('mail.doorCode.file', { number }), contentType: 'image/png', content: (await qrCodePng(url)).toString('base64'), cid },
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
    r.status === 'AwaitingPayment' || !r.email ? null : confirmingMail(r, metadata.occurredAt, composition, saidOf('reservationPlaced', r)),
});

export const reservationPlacedVenueMail = mailRule({
  name: 'reservation-placed-venue',
  eventType: 'ReservationPlaced',
  // In Serbian, the staff's language, whichever language the guest booked in.
  compose({ data: { reservation: r, venueEmail }, metadata }, { links }) {
    if (!venueEmail) return null;
    const locale = DEFAULT_LOCALE;
    const say = mailWords(locale);
    const guest = say('mail.reservationNew.guest', { firstName: r.firstName, lastName: r.lastName, phone: r.phone, email: r.email });
    const { html, text } = mailLayout(locale, say('mail.reservationNew.heading'), [guest, ...summary(r, metadata.occurredAt, locale)], {
      label: say('mail.reservationNew.open'),
      url: `${links.appUrl}/dashboard/reservation`,
    });
    const subject = say('mail.reservationNew.subject', { number: r.uniqueId, night: formatNight(r.night), table: r.tableName });
    return { to: venueEmail, subject: subjectLine(subject), html, text, replyTo: r.email };
  },
});

export const reservationConfirmedMail = mailRule({
  name: 'reservation-confirmed-guest',
  eventType: 'ReservationConfirmed',
  compose: ({ data: { reservation: r }, metadata }, composition) => confirmingMail(r, metadata.occurredAt, composition, saidOf('reservationConfirmed', r)),
});

export const reservationRejectedMail = mailRule({
  name: 'reservation-rejected-guest',
  eventType: 'ReservationRejected',
  compose: ({ data: { reservation: r }, metadata }, composition) => guestMail(r, metadata.occurredAt, composition, saidOf('reservationRejected', r)),
});

export const reservationCancelledMail = mailRule({
  name: 'reservation-cancelled-guest',
  eventType: 'ReservationCancelled',
  // A deposit not paid in time is the money feature's mail.
  compose: ({ data: { reservation: r, reason }, metadata }, composition) =>
    reason === 'unpaid' ? null : guestMail(r, metadata.occurredAt, composition, saidOf('reservationCancelled', r)),
});

export const reservationMovedMail = mailRule({
  name: 'reservation-moved-guest',
  eventType: 'ReservationMovedIn',
  compose: ({ data: { reservation: r }, metadata }, composition) => confirmingMail(r, metadata.occurredAt, composition, saidOf('reservationMoved', r)),
});

export const reservationMailResent = mailRule({
  name: 'reservation-resent-guest',
  eventType: 'ReservationMailResent',
  compose: ({ data: { reservation: r }, metadata }, composition) => {
    const locale = guestLocale(r);
    const say = mailWords(locale);
    return confirmingMail(r, metadata.occurredAt, composition, {
      subject: say('mail.reservationResent.subject', { number: r.uniqueId, status: statusText(r.status, locale) }),
      heading: say('mail.reservationResent.heading'),
      intro: say('mail.reservationResent.intro'),
    });
  },
});

/** The night's hold ran out before the guests came: the table went to others (a hand at the door mails nothing). */
export const reservationReleasedMail = mailRule({
  name: 'reservation-released-guest',
  eventType: 'ReservationNoShow',
  compose: ({ data: { reservation: r, released }, metadata }, composition) =>
    released && r.email ? guestMail(r, metadata.occurredAt, composition, saidOf('reservationReleased', r)) : null,
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
    const say = mailWords(guestLocale(r));
    const night = formatNight(r.night);
    return confirmingMail(r, metadata.occurredAt, composition, {
      subject: say('mail.reservationReminder.subject', { club: r.club, night, table: r.tableName }),
      heading: say('mail.reservationReminder.heading'),
      intro: say('mail.reservationReminder.intro', { night }),
      actions: [
        { label: say('mail.reservationReminder.attend'), url: attend },
        { label: say('mail.reservationReminder.cancel'), url: cancelUrl(r, links) },
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
