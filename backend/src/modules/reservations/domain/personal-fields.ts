import type { PersonalFieldRegistry, PersonInEvent } from '#platform/privacy/personal-fields';
import { RESERVATION_UPDATES } from './table-night';

const GUEST_FIELDS = { firstName: 'firstName', lastName: 'lastName', phone: 'phone', email: 'email' } as const;
const guestAt = (...at: string[]): PersonInEvent => ({ at, fields: GUEST_FIELDS });

const SNAPSHOT_EVENTS = [...RESERVATION_UPDATES, 'ReservationDeleted'];

/** The guest's name, phone and e-mail, in every snapshot of a reservation and in a table held for a waitlist offer. */
export const RESERVATION_PERSONAL_FIELDS: PersonalFieldRegistry = {
  ...Object.fromEntries(SNAPSHOT_EVENTS.map((type) => [type, [guestAt('reservation')]])),
  ReservationMoveStarted: [guestAt('reservation'), guestAt('arriving')],
  TableOfferHeld: [guestAt('guest')],
};
