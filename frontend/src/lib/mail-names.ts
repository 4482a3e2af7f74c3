import type { MessageId, MessageValues } from '@izlazak/contracts';

/**
 * Every mail rule (the outbox's `rule`, a mail's `kind`) by a name a venue reads, in the screens'
 * language: 'Gostu: uplata depozita', never 'reservation-deposit-guest'.
 */
export const MAIL_NAMES: Record<string, MessageId> = {
  'account-email-change': 'mails.accountEmailChange',
  'account-email-change-notice': 'mails.accountEmailChangeNotice',
  'account-verification': 'mails.accountVerification',
  'event-published-subscribers': 'mails.eventPublishedSubscribers',
  'guest-list-entry-changed': 'mails.guestListEntryChanged',
  'guest-list-signed-up': 'mails.guestListSignedUp',
  'password-reset': 'mails.passwordReset',
  'privacy-request-link': 'mails.privacyRequestLink',
  'reservation-cancelled-guest': 'mails.reservationCancelledGuest',
  'reservation-confirmed-guest': 'mails.reservationConfirmedGuest',
  'reservation-deposit-changed-guest': 'mails.reservationDepositChangedGuest',
  'reservation-deposit-expired-guest': 'mails.reservationDepositExpiredGuest',
  'reservation-deposit-guest': 'mails.reservationDepositGuest',
  'reservation-deposit-paid-guest': 'mails.reservationDepositPaidGuest',
  'reservation-deposit-settled-guest': 'mails.reservationDepositSettledGuest',
  'reservation-moved-guest': 'mails.reservationMovedGuest',
  'reservation-placed-guest': 'mails.reservationPlacedGuest',
  'reservation-placed-venue': 'mails.reservationPlacedVenue',
  'reservation-rejected-guest': 'mails.reservationRejectedGuest',
  'reservation-released-guest': 'mails.reservationReleasedGuest',
  'reservation-reminder-guest': 'mails.reservationReminderGuest',
  'reservation-resent-guest': 'mails.reservationResentGuest',
  'site-contact-message': 'mails.siteContactMessage',
  'site-subscription-confirmation': 'mails.siteSubscriptionConfirmation',
  'ticket-cancelled': 'mails.ticketCancelled',
  'ticket-offer-guest': 'mails.ticketOfferGuest',
  'ticket-order-awaiting-payment': 'mails.ticketOrderAwaitingPayment',
  'ticket-order-paid': 'mails.ticketOrderPaid',
  'ticket-refunded-holder': 'mails.ticketRefundedHolder',
  'ticket-transferred': 'mails.ticketTransferred',
  'ticket-waitlist-already-waiting': 'mails.ticketWaitlistAlreadyWaiting',
  'venue-approved': 'mails.venueApproved',
  'venue-approved-subscribers': 'mails.venueApprovedSubscribers',
  'venue-signup-received': 'mails.venueSignupReceived',
  'waitlist-already-waiting': 'mails.waitlistAlreadyWaiting',
  'waitlist-offer-guest': 'mails.waitlistOfferGuest',
};

/** A mail's readable name; one of a rule not listed here is named by its subject, never by its code. */
export function mailName(mail: { kind: string; subject?: string | null }, t: (id: MessageId, values?: MessageValues) => string): string {
  const name = MAIL_NAMES[mail.kind];
  return name ? t(name) : mail.subject || t('mails.unnamed');
}
