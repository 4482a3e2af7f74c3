import type { PersonalFieldRegistry } from '#platform/privacy/personal-fields';

/**
 * Who wrote to the site or a venue, and what they wrote (the recipient is the venue's address);
 * the newsletter's subscriber, by their own address.
 */
export const SITE_PERSONAL_FIELDS: PersonalFieldRegistry = {
  ContactMessageSent: [{ at: [], fields: { name: 'fullName', email: 'email', phone: 'phone', message: 'text' } }],
  SubscriberSubscribed: [{ at: [], fields: { email: 'email' } }],
  SubscriberUnsubscribed: [{ at: [], fields: { email: 'email' } }],
  SubscriberLanguageChanged: [{ at: [], fields: { email: 'email' } }],
};
