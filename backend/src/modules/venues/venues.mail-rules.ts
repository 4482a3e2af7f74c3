import { DEFAULT_LOCALE } from '@izlazak/contracts';
import { mailRulesFor, mailLayout, mailWords, type MailRule } from '#platform/mail/mail-rule';
import type { VenueEvent } from './domain/venue.events';

const mailRule = mailRulesFor<VenueEvent>();

// In Serbian: the venue's people read the dashboard's language, which their accounts do not say yet.
const locale = DEFAULT_LOCALE;
const say = mailWords(locale);

/** The owner who signed a venue up hears that the sign-up arrived and what happens next. */
export const venueSignupReceivedMail = mailRule({
  name: 'venue-signup-received',
  eventType: 'VenueRegistered',
  compose(event) {
    const venue = event.data;
    if (venue.status !== 'pending' || !venue.signedUpBy) return null;
    const name = venue.details.name;
    const { html, text } = mailLayout(locale, say('mail.venueSignup.heading', { name }), [
      say('mail.hello', { name: venue.signedUpBy.firstName }),
      say('mail.venueSignup.intro', { name }),
    ]);
    return { to: venue.signedUpBy.email, subject: say('mail.venueSignup.subject'), html, text, locale };
  },
});

export const venueApprovedMail = mailRule({
  name: 'venue-approved',
  eventType: 'VenueApproved',
  compose(event, { links }) {
    const approved = event.data;
    if (!approved.notify) return null;
    const { name } = approved;
    const { html, text } = mailLayout(
      locale,
      say('mail.venueApproved.heading', { name }),
      [say('mail.hello', { name: approved.notify.firstName }), say('mail.venueApproved.intro', { name })],
      { label: say('mail.venueApproved.signIn'), url: `${links.appUrl}/auth/login` },
    );
    return { to: approved.notify.email, subject: say('mail.venueApproved.subject'), html, text, locale };
  },
});

export const VENUE_MAIL_RULES: MailRule[] = [venueSignupReceivedMail, venueApprovedMail];
