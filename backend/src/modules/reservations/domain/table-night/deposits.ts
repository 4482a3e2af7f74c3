import { PAYMENT_UNDO_MINUTES, TERMS_MESSAGES, type PaymentMethod, type ReservationDepositView } from '@izlazak/contracts';
import type { Actor } from '#platform/auth/actor';
import { conflict, forbidden } from '#platform/commands/domain-errors';
import { runsVenue } from './access';
import type { ReservationCancelled, ReservationNoShow, ReservationRejected, TableNightEvent } from './events';
import { current, followed, next, ReservationMovedError } from './kept-reservation';
import type { TableNightState } from './state';

// Deposits (docs/payments.md; the money module runs these commands)

/** The event that ended the reservation, then, when it had a paid deposit, what becomes of it. */
export function withDepositOutcome(ended: ReservationRejected | ReservationCancelled | ReservationNoShow, outcome: 'refundDue' | 'kept' | null): TableNightEvent[] {
  if (!outcome) return [ended];
  const reservation = ended.data.reservation;
  const deposit = { ...reservation.deposit!, state: outcome };
  return [ended, { type: 'ReservationDepositChanged', data: { reservation: next(reservation, { deposit }), state: outcome } }];
}

/**
 * 'Uplata primljena': the venue received the deposit, and the reservation is confirmed. The same
 * payment again changes nothing (twenty taps or a payment and its repeat give one event); a payment
 * after the hold ran out is refused, the reservation having been cancelled and its table freed.
 */
export interface RecordDepositPayment {
  type: 'RecordDepositPayment';
  actor: Actor;
  reservationId: string;
  /** RSD received; the deposit's amount when left out. */
  amount?: number;
  byName: string;
  at: string;
  /** The venue's setting: a received deposit confirms the reservation, or leaves it Pending for the venue to confirm. */
  confirms?: boolean;
  /** 'cash' or 'card': paid at the door ('Plaćeno na ulazu'); a bank transfer otherwise. */
  method?: PaymentMethod;
  /** Recorded by hand ('Uplata primljena' on Depoziti): it can be undone for PAYMENT_UNDO_MINUTES, and stands after. */
  undoable?: boolean;
}

export function recordPayment(command: RecordDepositPayment, state: TableNightState): TableNightEvent[] {
  const reservation = current(state, command.reservationId, undefined);
  if (!runsVenue(command.actor, reservation.clubId)) throw forbidden();
  const deposit = reservation.deposit;
  if (!deposit) throw conflict(TERMS_MESSAGES.noDeposit, 'amount');
  if (deposit.state === 'paid' || deposit.state === 'refundDue' || deposit.state === 'refunded' || deposit.state === 'kept') return [];
  if (deposit.state === 'expired') throw conflict(TERMS_MESSAGES.paymentTooLate, 'status');
  if (reservation.status !== 'AwaitingPayment' || deposit.state !== 'due') throw conflict(TERMS_MESSAGES.notAwaitingPayment, 'status');
  const amount = command.amount ?? deposit.amount;
  const undoable = command.undoable ? { undoableUntil: new Date(Date.parse(command.at) + PAYMENT_UNDO_MINUTES * 60_000).toISOString() } : {};
  const paid: ReservationDepositView = { ...deposit, state: 'paid', paidAt: command.at, paidAmount: amount, ...undoable };
  const status = command.confirms === false ? 'Pending' : 'Complete';
  const method = command.method && command.method !== 'bank' ? { method: command.method } : {};
  return [{ type: 'ReservationPaymentReceived', data: { reservation: next(reservation, { status, deposit: paid }), amount, byName: command.byName, ...method } }];
}

/**
 * 'Poništi': a payment recorded by hand is taken back while its window is open, and the reservation
 * awaits its deposit again as before it, holding its table until the same deadline. Undone already
 * (or never paid) it changes nothing; a payment that stands, or a reservation that moved on (arrived,
 * cancelled, ended), is refused.
 */
export interface UndoDepositPayment {
  type: 'UndoDepositPayment';
  actor: Actor;
  reservationId: string;
  byName: string;
  at: string;
}

export function undoPayment(command: UndoDepositPayment, state: TableNightState): TableNightEvent[] {
  const reservation = current(state, command.reservationId, undefined);
  if (!runsVenue(command.actor, reservation.clubId)) throw forbidden();
  const deposit = reservation.deposit;
  if (!deposit) throw conflict(TERMS_MESSAGES.noDeposit, 'state');
  if (reservation.status === 'AwaitingPayment' && deposit.state === 'due') return [];
  const onHold = deposit.state === 'paid' && (reservation.status === 'Complete' || reservation.status === 'Pending');
  if (!onHold || !deposit.undoableUntil) throw conflict(TERMS_MESSAGES.nothingToUndo, 'state');
  if (Date.parse(command.at) >= Date.parse(deposit.undoableUntil)) throw conflict(TERMS_MESSAGES.undoTooLate, 'state');
  const { paidAt: _paidAt, paidAmount, undoableUntil: _until, ...unpaid } = deposit;
  const awaiting = next(reservation, { status: 'AwaitingPayment', deposit: { ...unpaid, state: 'due', paidAt: null, paidAmount: null } });
  return [{ type: 'ReservationPaymentUndone', data: { reservation: awaiting, amount: paidAmount ?? deposit.amount, byName: command.byName } }];
}

/**
 * The undo window of a payment recorded by hand is over (its scheduled settling): paid still, the
 * payment stands. Undone, ended or settled meanwhile, or not yet due, it changes nothing.
 */
export interface SettleDepositPayment {
  type: 'SettleDepositPayment';
  reservationId: string;
  at: string;
}

export function settlePayment(command: SettleDepositPayment, state: TableNightState): TableNightEvent[] {
  const reservation = followed(state, command.reservationId);
  const deposit = reservation?.deposit;
  if (!reservation || deposit?.state !== 'paid' || !deposit.undoableUntil) return [];
  if (Date.parse(command.at) < Date.parse(deposit.undoableUntil)) return [];
  const { undoableUntil: _until, ...standing } = deposit;
  return [{ type: 'ReservationPaymentSettled', data: { reservation: next(reservation, { deposit: standing }), amount: deposit.paidAmount ?? deposit.amount } }];
}

/**
 * 'Vraćeno': the venue returned a deposit whose refund was due. The same again changes nothing;
 * a deposit not due back (unpaid, kept, or the reservation still on) is refused.
 */
export interface RefundDeposit {
  type: 'RefundDeposit';
  actor: Actor;
  reservationId: string;
  byName: string;
}

export function refundDeposit(command: RefundDeposit, state: TableNightState): TableNightEvent[] {
  const reservation = current(state, command.reservationId, undefined);
  if (!runsVenue(command.actor, reservation.clubId)) throw forbidden();
  const deposit = reservation.deposit;
  if (!deposit) throw conflict(TERMS_MESSAGES.noDeposit, 'state');
  if (deposit.state === 'refunded') return [];
  if (deposit.state !== 'refundDue') throw conflict(TERMS_MESSAGES.noRefundDue, 'state');
  const refunded = next(reservation, { deposit: { ...deposit, state: 'refunded' } });
  return [{ type: 'ReservationDepositChanged', data: { reservation: refunded, state: 'refunded', byName: command.byName } }];
}

/**
 * The deposit's hold ran out (its scheduled expiry): unpaid, the reservation is cancelled and the
 * table freed, like a no-show. Paid, cancelled or ended another way meanwhile, or not yet due (the
 * schedule moved), it changes nothing.
 */
export interface ExpireDeposit {
  type: 'ExpireDeposit';
  reservationId: string;
  at: string;
}

export function expireDeposit(command: ExpireDeposit, state: TableNightState): TableNightEvent[] {
  const found = state.reservations[command.reservationId];
  if (!found || found.deleted) return [];
  if (found.movedTo) throw new ReservationMovedError(found.movedTo);
  // Not a refusal: the move finishes in a moment, and the expiry runs again then.
  if (found.leavingFor) throw new Error('The reservation is moving: its deposit expires once it has arrived');
  const reservation = found.reservation;
  const deposit = reservation.deposit;
  if (reservation.status !== 'AwaitingPayment' || deposit?.state !== 'due') return [];
  if (Date.parse(command.at) < Date.parse(deposit.dueAt)) return [];
  const expired: ReservationDepositView = { ...deposit, state: 'expired' };
  return [{ type: 'ReservationCancelled', data: { reservation: next(reservation, { status: 'Cancelled', deposit: expired }), byGuest: false, reason: 'unpaid' } }];
}
