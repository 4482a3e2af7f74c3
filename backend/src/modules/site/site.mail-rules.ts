import { DEFAULT_LOCALE } from '@izlazak/contracts';
import { mailRulesFor, mailLayout, mailWords, subjectLine, type MailRule } from '#platform/mail/mail-rule';
import type { ContactMessageEvent } from './domain/contact-message.decider';
import type { SubscriptionEvent } from './domain/subscription.decider';

// In Serbian: the contact messages go to the site's staff (no account language yet).
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
    // In the language of the page the subscription was made on.
    const { email, unsubscribeToken, locale: subscribedIn = DEFAULT_LOCALE } = event.data;
    const words = mailWords(subscribedIn);
    const unsubscribeUrl = `${links.appUrl}/api/site/unsubscribe/${encodeURIComponent(unsubscribeToken)}`;
    const subject = words('mail.subscribed.subject');
    const { html, text } = mailLayout(subscribedIn, subject, [words('mail.subscribed.thanks'), words('mail.subscribed.notYou')], {
      label: words('mail.subscribed.leave'),
      url: unsubscribeUrl,
    });
    return { to: email, subject, html, text, listUnsubscribe: unsubscribeUrl, locale: subscribedIn };
  },
});

export const SITE_MAIL_RULES: MailRule[] = [contactMessageMail, subscriptionConfirmationMail];
