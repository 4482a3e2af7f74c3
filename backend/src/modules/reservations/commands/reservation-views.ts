import type { PaymentSlipView, ReservationView } from '@izlazak/contracts';
import { termsOfNight } from '../domain/deposit-outcome';
import { doorToken } from '../domain/door-code';
import type { Reservation } from '../domain/table-night';
import { arrivalOf, attendanceOf, couponOf, spendOf } from '../queries/reservation-rows';

/** A reservation as the API shows it, from the snapshot its last event carried. */
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
