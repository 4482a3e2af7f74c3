import type { PersonalFieldRegistry } from '#platform/privacy/personal-fields';

/** The waiting guest's name, phone and e-mail, as they joined (and as a repeated join mails them). */
export const WAITLIST_PERSONAL_FIELDS: PersonalFieldRegistry = {
  WaitlistJoined: [{ at: ['entry'], fields: { firstName: 'firstName', lastName: 'lastName', phone: 'phone', email: 'email' } }],
  WaitlistJoinRepeated: [{ at: ['guest'], fields: { firstName: 'firstName', email: 'email' } }],
};
