import type { Locale, PaymentMethod, ReservationDepositView, ReservationStatus, ReservationTermsView, SpentItem } from '@izlazak/contracts';
import type { DomainEvent } from '#platform/commands/decider';

/**
 * The booking of one table for one night lives in one stream, `table-night-<tableId>-<night>`:
 * "at most one pending or confirmed reservation per table and night" is then this stream's
 * expected revision, and holds without a transaction across streams. Every reservation ever made
 * for that table and night is kept here with its whole history; a reservation moved to another
 * table or night is marked leaving, arrives there, then leaves (see StartMove).
 */
export const tableNightStream = (tableId: string, night: string) => `table-night-${tableId}-${night}`;

export interface Guest {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

/** A reservation as every event carries it: a projector or an integrator needs nothing else. */
export interface Reservation extends Guest {
  reservationId: string;
  uniqueId: string;
  clubId: string;
  club: string;
  tableId: string;
  tableName: string;
  night: string;
  eventId: string | null;
  eventTitle: string;
  persons: number;
  status: ReservationStatus;
  userId: string | null;
  placedAt: string;
  /** 1 when placed, one more with every change. */
  version: number;
  /** A coupon redeemed on placement (its stream holds the use) and its discount in percent. */
  couponId?: string;
  couponCode?: string;
  discountPercent?: number;
  /** The event's ticket price (RSD) when the reservation was placed with a coupon, for the discounted price. */
  ticketPrice?: string;
  /** The door's record once the guests came in (see Arrival). */
  arrival?: Arrival;
  /** Made at the door for a free table: arrived at once. */
  walkIn?: boolean;
  /** The venue's terms the guest accepted, as they were at placement (later changes of the terms leave them). */
  terms?: ReservationTermsView;
  /** The deposit the terms asked: while `due` the reservation is AwaitingPayment (docs/payments.md). */
  deposit?: ReservationDepositView;
  /** What the table spent, as the venue recorded it ('Potrošnja'). */
  spend?: RecordedSpend;
  /** The night's reminder, once mailed (docs/reminders.md); a move to another night leaves it behind. */
  reminder?: SentReminder;
  /** The guest's answer to it: 'Dolazim' (`confirmed`), or none by the night's start (`unconfirmed`). */
  attendance?: 'confirmed' | 'unconfirmed';
  /** The promoter whose code the booking came through, named as at booking. */
  promoter?: { promoterId: string; name: string };
  /** The language the guest booked in, which every mail about it is written in; absent (older reservations): sr-Latn. */
  locale?: Locale;
}

/** For which night the reminder went, when, and the moment an answer is still awaited until (the night's start). */
export interface SentReminder {
  night: string;
  sentAt: string;
  cutoffAt: string;
}

/** The actual spend in whole RSD, who recorded it and when; `items` when it was recorded item by item from the menu. */
export interface RecordedSpend {
  amount: number;
  items?: SpentItem[];
  at: string;
  byUserId: string;
  byName: string;
}

/** Who came in, when, and who let them in; `commandId` is the door device's id of the command. */
export interface Arrival {
  persons: number;
  men?: number;
  women?: number;
  at: string;
  byUserId: string;
  byName: string;
  commandId?: string;
}

/** The coupon a placement redeemed, before the reservation holds the table. */
export interface AppliedCoupon {
  couponId: string;
  code: string;
  discountPercent: number;
}

export interface TableNight {
  tableId: string;
  night: string;
}

type Snapshot = { reservation: Reservation };
export type ReservationPlaced = DomainEvent<'ReservationPlaced', Snapshot & { venueEmail: string }>;
export type ReservationChanged = DomainEvent<'ReservationChanged', Snapshot & { changed: string[] }>;
export type ReservationConfirmed = DomainEvent<'ReservationConfirmed', Snapshot>;
export type ReservationRejected = DomainEvent<'ReservationRejected', Snapshot>;
/** `reason: 'unpaid'`: the deposit was not paid in time (the scheduled expiry), nobody's hand. */
export type ReservationCancelled = DomainEvent<'ReservationCancelled', Snapshot & { byGuest: boolean; reason?: 'unpaid' }>;
export type ReservationDeleted = DomainEvent<'ReservationDeleted', Snapshot>;
export type ReservationMovedIn = DomainEvent<'ReservationMovedIn', Snapshot & { from: TableNight }>;
export type ReservationMoveStarted = DomainEvent<'ReservationMoveStarted', Snapshot & { to: TableNight; arriving: Reservation }>;
export type ReservationMovedOut = DomainEvent<'ReservationMovedOut', { reservationId: string; clubId: string; to: TableNight }>;
export type ReservationMoveAbandoned = DomainEvent<'ReservationMoveAbandoned', Snapshot>;
export type ReservationMailResent = DomainEvent<'ReservationMailResent', Snapshot>;
export type ReservationArrived = DomainEvent<'ReservationArrived', Snapshot>;
/** A guest at the door took a free table tonight: placed and arrived at once. */
export type ReservationWalkedIn = DomainEvent<'ReservationWalkedIn', Snapshot>;
/**
 * The venue received the deposit ('Uplata primljena'): the reservation is confirmed. `method`: 'cash'
 * or 'card' when paid at the door; a bank transfer when absent (events before the door took payments).
 * Recorded by hand, the deposit carries `undoableUntil`: the payment stands only once that has passed.
 */
export type ReservationPaymentReceived = DomainEvent<'ReservationPaymentReceived', Snapshot & { amount: number; byName: string; method?: PaymentMethod }>;
/** 'Poništi': a payment recorded by hand taken back within its window; the reservation awaits its deposit again. */
export type ReservationPaymentUndone = DomainEvent<'ReservationPaymentUndone', Snapshot & { amount: number; byName: string }>;
/** The undo window of a payment recorded by hand closed with the payment on: it stands (and the guest is mailed). */
export type ReservationPaymentSettled = DomainEvent<'ReservationPaymentSettled', Snapshot & { amount: number }>;
/**
 * A paid deposit's fate once the reservation ended without its guests (`refundDue` or `kept`, by
 * the terms), or the venue returned it (`refunded`): its own step, after the event that ended it.
 */
export type ReservationDepositChanged = DomainEvent<'ReservationDepositChanged', Snapshot & { state: 'refundDue' | 'kept' | 'refunded'; byName?: string }>;
/** The venue recorded what the table spent (again: a correction). */
export type ReservationSpendRecorded = DomainEvent<'ReservationSpendRecorded', Snapshot & { amount: number; byName: string }>;
/** The night's reminder was mailed to the guest, with 'Dolazim' and 'Otkaži'. */
export type ReservationReminderSent = DomainEvent<'ReservationReminderSent', Snapshot>;
/** The guest tapped 'Dolazim' ('Potvrdio dolazak'). */
export type ReservationAttendanceConfirmed = DomainEvent<'ReservationAttendanceConfirmed', Snapshot>;
/** No answer to the reminder by the night's start ('Nije potvrdio'). */
export type ReservationAttendanceUnconfirmed = DomainEvent<'ReservationAttendanceUnconfirmed', Snapshot>;
/** `released`: the night's hold ran out (the scheduled release), not a hand at the door. */
export type ReservationNoShow = DomainEvent<'ReservationNoShow', Snapshot & { released: boolean; commandId?: string }>;

/**
 * A freed table offered to a guest of the waitlist: held for that offer alone until `until`, so the
 * offered guest wins against every other placement of this table and night meanwhile (the same
 * lock as "one booking per table and night"). The guest is named for the offer's mail.
 */
export type TableOfferHeld = DomainEvent<
  'TableOfferHeld',
  TableHold & { clubId: string; club: string; tableId: string; tableName: string; night: string; persons: number; guest: Guest; locale?: Locale }
>;
/** The hold is over: the offered guest booked the table (`claimed`), the offer ran out, or the venue withdrew it. */
export type TableOfferHoldEnded = DomainEvent<'TableOfferHoldEnded', { offerId: string; clubId: string; tableId: string; night: string; reason: HoldEnd; reservationId?: string }>;

export type TableNightEvent =
  | ReservationPlaced
  | ReservationChanged
  | ReservationConfirmed
  | ReservationRejected
  | ReservationCancelled
  | ReservationDeleted
  | ReservationMoveStarted
  | ReservationMovedIn
  | ReservationMovedOut
  | ReservationMoveAbandoned
  | ReservationMailResent
  | ReservationArrived
  | ReservationWalkedIn
  | ReservationNoShow
  | ReservationPaymentReceived
  | ReservationPaymentUndone
  | ReservationPaymentSettled
  | ReservationDepositChanged
  | ReservationSpendRecorded
  | ReservationReminderSent
  | ReservationAttendanceConfirmed
  | ReservationAttendanceUnconfirmed
  | TableOfferHeld
  | TableOfferHoldEnded;

/**
 * Every event that carries the reservation as it leaves it, but for its deletion and a move's start
 * (which carries it twice: leaving here and arriving there). A new such event is a line here.
 */
export const RESERVATION_UPDATES = [
  'ReservationPlaced',
  'ReservationChanged',
  'ReservationConfirmed',
  'ReservationRejected',
  'ReservationCancelled',
  'ReservationMovedIn',
  'ReservationMoveAbandoned',
  'ReservationMailResent',
  'ReservationArrived',
  'ReservationWalkedIn',
  'ReservationNoShow',
  'ReservationPaymentReceived',
  'ReservationPaymentUndone',
  'ReservationPaymentSettled',
  'ReservationDepositChanged',
  'ReservationSpendRecorded',
  'ReservationReminderSent',
  'ReservationAttendanceConfirmed',
  'ReservationAttendanceUnconfirmed',
] as const satisfies Extract<TableNightEvent, { data: Snapshot }>['type'][];

export interface TableHold {
  offerId: string;
  /** The waitlist entry it is offered to. */
  entryId: string;
  /** ISO instant: a placement at or after it no longer yields to the hold. */
  until: string;
}

export type HoldEnd = 'claimed' | 'expired' | 'withdrawn';
