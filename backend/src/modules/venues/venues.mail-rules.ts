import { mailRulesFor, mailLayout, type MailRule } from '#platform/mail/mail-rule';
import type { VenueEvent } from './domain/venue.events';

const mailRule = mailRulesFor<VenueEvent>();

/** The owner who signed a venue up hears that the sign-up arrived and what happens next. */
export const venueSignupReceivedMail = mailRule({
  name: 'venue-signup-received',
  eventType: 'VenueRegistered',
  compose(event) {
    const venue = event.data;
    if (venue.status !== 'pending' || !venue.signedUpBy) return null;
    const { html, text } = mailLayout(`Prijava objekta ${venue.details.name} je primljena`, [
      `Zdravo ${venue.signedUpBy.firstName},`,
      `primili smo prijavu objekta ${venue.details.name}. Administrator će je pregledati; kada je odobri, javićemo vam i moći ćete da se prijavite na kontrolnu tablu.`,
    ]);
    return { to: venue.signedUpBy.email, subject: 'Prijava objekta je primljena', html, text };
  },
});

export const venueApprovedMail = mailRule({
  name: 'venue-approved',
  eventType: 'VenueApproved',
  compose(event, { links }) {
    const approved = event.data;
    if (!approved.notify) return null;
    const { html, text } = mailLayout(
      `Objekat ${approved.name} je odobren`,
      [`Zdravo ${approved.notify.firstName},`, `vaš objekat ${approved.name} je odobren i vidljiv je posetiocima. Prijavite se i uredite ga na kontrolnoj tabli.`],
      { label: 'Prijavi se', url: `${links.appUrl}/auth/login` },
    );
    return { to: approved.notify.email, subject: 'Vaš objekat je odobren', html, text };
  },
});

export const VENUE_MAIL_RULES: MailRule[] = [venueSignupReceivedMail, venueApprovedMail];
