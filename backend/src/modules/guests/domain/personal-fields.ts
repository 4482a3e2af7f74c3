import type { PersonalFieldRegistry } from '#platform/privacy/personal-fields';

/**
 * The venue's note about a guest, sealed with the guest's key: the contact the profile held when
 * it was written names the person. Tags are the venue's own words and stay as they are.
 */
export const GUEST_PERSONAL_FIELDS: PersonalFieldRegistry = {
  GuestNoteWritten: [{ at: [], fields: { note: 'text', guestEmail: 'email', guestPhone: 'phone' } }],
};
