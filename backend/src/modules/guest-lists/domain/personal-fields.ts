import type { PersonalFieldRegistry } from '#platform/privacy/personal-fields';

/** The listed guest's name, phone and e-mail, as they signed up (or signed again), and as they came in. */
export const GUEST_LIST_PERSONAL_FIELDS: PersonalFieldRegistry = {
  GuestListSignedUp: [{ at: ['guest'], fields: { firstName: 'firstName', lastName: 'lastName', phone: 'phone', email: 'email' } }],
  GuestListEntryChanged: [{ at: ['guest'], fields: { firstName: 'firstName', lastName: 'lastName', phone: 'phone', email: 'email' } }],
  GuestListEntryArrived: [{ at: ['guest'], fields: { firstName: 'firstName', lastName: 'lastName', phone: 'phone', email: 'email' } }],
};
