import { DEFAULT_LOCALE } from '@izlazak/contracts';
import { mailRulesFor, mailLayout, mailWords, subjectLine, type MailRule } from '#platform/mail/mail-rule';
import type { ContactMessageEvent } from './domain/contact-message.decider';
import type { SubscriptionEvent } from './domain/subscription.decider';

// In Serbian: the contact messages go to the site's staff, and a subscriber has no language of their own yet.
const locale = DEFAULT_LOCALE;
const say = mailWords(locale);

/** A contact form message, to the address chosen when it was sent; replying answers the sender. */
export const contactMessageMail = mailRulesFor<ContactMessageEvent>()({
  name: 'site-contact-message',
  eventType: 'ContactMessageSent',
  compose(event) {
    const m = event.data;
    // The visitor's words go into a header: one line, whatever they typed.
    const subject = subjectLine(m.theme ? say('mail.contact.subjectTheme', { theme: m.theme }) : say('mail.contact.subjectName', { name: m.name }));
    const { html, text } = mailLayout(locale, say('mail.contact.heading'), [
      say('mail.contact.name', { name: m.name }),
      say('mail.contact.email', { email: m.email }),
      ...(m.phone ? [say('mail.contact.phone', { phone: m.phone })] : []),
      ...(m.theme ? [say('mail.contact.theme', { theme: m.theme })] : []),
      say('mail.contact.message'),
      m.message,
    ]);
    return { to: m.recipient, subject, html, text, replyTo: m.email, locale };
  },
});

export const subscriptionConfirmationMail = mailRulesFor<SubscriptionEvent>()({
  name: 'site-subscription-confirmation',
  eventType: 'SubscriberSubscribed',
  compose(event, { links }) {
    const { email, unsubscribeToken } = event.data;
    const unsubscribeUrl = `${links.appUrl}/api/site/unsubscribe/${encodeURIComponent(unsubscribeToken)}`;
    const subject = say('mail.subscribed.subject');
    const { html, text } = mailLayout(locale, subject, [say('mail.subscribed.thanks'), say('mail.subscribed.notYou')], {
      label: say('mail.subscribed.leave'),
      url: unsubscribeUrl,
    });
    return { to: email, subject, html, text, listUnsubscribe: unsubscribeUrl, locale };
  },
});

export const SITE_MAIL_RULES: MailRule[] = [contactMessageMail, subscriptionConfirmationMail];
