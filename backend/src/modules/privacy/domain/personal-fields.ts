import type { PersonalFieldRegistry } from '#platform/privacy/personal-fields';

/** The address a request is about: after the person's erasure the request names nobody. */
export const PRIVACY_PERSONAL_FIELDS: PersonalFieldRegistry = {
  PersonalDataRequested: [{ at: [], fields: { email: 'email' } }],
};
