import { discountedPrice, type PaymentSlipView, type ReservationAttendance, type ReservationSpendView, type ReservationTermsView, type ReservationView } from '@izlazak/contracts';
import { termsOfNight } from './domain/deposit-outcome';
import { doorToken } from './domain/door-code';
import type { Arrival, RecordedSpend, Reservation, SentReminder } from './domain/table-night';

/**
 * A reservation as the API shows it, the one mapping of every answer: a command's (from the
 * snapshot its last event carried), a read's and the live push's (from its row, toView).
 */
export function toReservationView(r: Reservation, updatedAt: string): ReservationView {
  return {
    _id: r.reservationId,
    uniqueId: r.uniqueId,
    name: r.eventTitle,
    firstName: r.firstName,
    lastName: r.lastName,
    phone: r.phone,
    email: r.email,
    date: r.night,
    persons: r.persons,
    tableId: r.tableId,
    tableName: r.tableName,
    eventId: r.eventId,
    eventTitle: r.eventTitle,
    clubId: r.clubId,
    club: r.club,
    status: r.status,
    userId: r.userId,
    createdAt: r.placedAt,
    updatedAt,
    version: r.version,
    ...arrivalOf(r.arrival, r.walkIn),
    ...couponOf(r.couponCode, r.discountPercent, r.ticketPrice),
    terms: termsOfNight(r.terms ?? null, r.night),
    deposit: r.deposit ?? null,
    spend: spendOf(r.spend, r.terms),
    attendance: attendanceOf(r.reminder, r.attendance),
    promoter: r.promoter ? { _id: r.promoter.promoterId, name: r.promoter.name } : null,
  };
}

/** The answer to the night's reminder: asked until the guest answers or the night starts. */
function attendanceOf(reminder: SentReminder | null | undefined, attendance: 'confirmed' | 'unconfirmed' | null | undefined): ReservationAttendance | null {
  return attendance ?? (reminder ? 'asked' : null);
}

/** The door's record as a view shows it. */
function arrivalOf(arrival: Arrival | null | undefined, walkIn: boolean | undefined) {
  return {
    arrivedPersons: arrival?.persons ?? null,
    arrivedAt: arrival?.at ?? null,
    arrivedBy: arrival?.byName ?? null,
    arrivedMen: arrival?.men ?? null,
    arrivedWomen: arrival?.women ?? null,
    walkIn: walkIn ?? false,
  };
}

/** The coupon fields of a view: the discounted ticket price only for an event reservation with a coupon. */
function couponOf(code: string | null | undefined, percent: number | null | undefined, ticketPrice: string | null | undefined) {
  const discounted = code && percent && ticketPrice ? discountedPrice(ticketPrice, percent) : null;
  return { couponCode: code ?? null, discountPercent: code ? (percent ?? null) : null, ticketPrice: discounted ? ticketPrice! : null, discountedTicketPrice: discounted };
}

/** The spend against the minimum of the terms the guest accepted. */
function spendOf(spend: RecordedSpend | null | undefined, terms: ReservationTermsView | null | undefined): ReservationSpendView | null {
  if (!spend) return null;
  const minimumSpend = terms && terms.minimumSpend > 0 ? terms.minimumSpend : null;
  return {
    amount: spend.amount,
    items: spend.items ?? [],
    recordedAt: spend.at,
    recordedBy: spend.byName,
    minimumSpend,
    minimumSpendMet: minimumSpend === null ? null : spend.amount >= minimumSpend,
  };
}

/**
 * The payment slip of a reservation waiting for its deposit, as the placement answers it: the QR
 * code's picture is linked with the guest's door token, so it opens without an account.
 */
export function paymentSlipOf(r: Reservation, links: { appUrl: string; linkSecret: string }): PaymentSlipView | null {
  const deposit = r.deposit;
  if (!deposit || deposit.state !== 'due') return null;
  return {
    payee: deposit.payeeName,
    payeePlace: deposit.payeePlace,
    account: deposit.account,
    amount: deposit.amount,
    purpose: deposit.purpose,
    paymentCode: deposit.paymentCode,
    reference: deposit.reference,
    qrText: deposit.ipsQr,
    qrUrl: paymentQrUrl(links, r.reservationId),
    dueAt: deposit.dueAt,
  };
}

/** GET /api/reservations/{id}/payment-qr.png with the guest's door token. */
export const paymentQrUrl = (links: { appUrl: string; linkSecret: string }, reservationId: string) =>
  `${links.appUrl}/api/reservations/${encodeURIComponent(reservationId)}/payment-qr.png?token=${encodeURIComponent(doorToken(links.linkSecret, reservationId))}`;

/** The reservation as the last of a command's events left it (a move's departure carries none). */
export function lastSnapshot(events: { data: unknown }[]): Reservation | null {
  for (const event of [...events].reverse()) {
    const data = event.data as { reservation?: Reservation };
    if (data.reservation) return data.reservation;
  }
  return null;
}
