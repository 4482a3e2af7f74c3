import type { PersonalFieldRegistry, PersonInEvent } from '#platform/privacy/personal-fields';

const GUEST_FIELDS = { firstName: 'firstName', lastName: 'lastName', phone: 'phone', email: 'email' } as const;
const guestAt = (...at: string[]): PersonInEvent => ({ at, fields: GUEST_FIELDS });

const SNAPSHOT_EVENTS = [
  'ReservationPlaced',
  'ReservationChanged',
  'ReservationConfirmed',
  'ReservationRejected',
  'ReservationCancelled',
  'ReservationDeleted',
  'ReservationMovedIn',
  'ReservationMoveAbandoned',
  'ReservationMailResent',
  'ReservationArrived',
  'ReservationWalkedIn',
  'ReservationPaymentReceived',
  'ReservationDepositChanged',
  'ReservationSpendRecorded',
  'ReservationReminderSent',
  'ReservationAttendanceConfirmed',
  'ReservationAttendanceUnconfirmed',
  'ReservationNoShow',
];

/** The guest's name, phone and e-mail, in every snapshot of a reservation and in a table held for a waitlist offer. */
export const RESERVATION_PERSONAL_FIELDS: PersonalFieldRegistry = {
  ...Object.fromEntries(SNAPSHOT_EVENTS.map((type) => [type, [guestAt('reservation')]])),
  ReservationMoveStarted: [guestAt('reservation'), guestAt('arriving')],
  TableOfferHeld: [guestAt('guest')],
};
