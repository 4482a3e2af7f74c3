import { mailRulesFor, mailLayout, type MailRule } from '#platform/mail/mail-rule';
import type { ContactMessageEvent } from './domain/contact-message.decider';
import type { SubscriptionEvent } from './domain/subscription.decider';

/** A contact form message, to the address chosen when it was sent; replying answers the sender. */
export const contactMessageMail = mailRulesFor<ContactMessageEvent>()({
  name: 'site-contact-message',
  eventType: 'ContactMessageSent',
  compose(event) {
    const m = event.data;
    // The visitor's words go into a header: one line, whatever they typed.
    const subject = (m.theme ? `Nova poruka: ${m.theme}` : `Nova poruka od ${m.name}`).replace(/[\r\n]+/g, ' ').slice(0, 200);
    const { html, text } = mailLayout('Nova poruka sa kontakt forme', [
      `Ime: ${m.name}`,
      `Email: ${m.email}`,
      ...(m.phone ? [`Telefon: ${m.phone}`] : []),
      ...(m.theme ? [`Tema: ${m.theme}`] : []),
      'Poruka:',
      m.message,
    ]);
    return { to: m.recipient, subject, html, text, replyTo: m.email };
  },
});

export const subscriptionConfirmationMail = mailRulesFor<SubscriptionEvent>()({
  name: 'site-subscription-confirmation',
  eventType: 'SubscriberSubscribed',
  compose(event, { links }) {
    const { email, unsubscribeToken } = event.data;
    const unsubscribeUrl = `${links.appUrl}/api/site/unsubscribe/${encodeURIComponent(unsubscribeToken)}`;
    const { html, text } = mailLayout(
      'Prijava na Izlazak novosti',
      [
        'Hvala! Vaša adresa je dodata na našu listu: javljaćemo vam nove objekte i događaje.',
        'Ako se niste vi prijavili ili više ne želite ove poruke, odjavite se jednim klikom.',
      ],
      { label: 'Odjavi se', url: unsubscribeUrl },
    );
    return { to: email, subject: 'Prijava na Izlazak novosti', html, text, listUnsubscribe: unsubscribeUrl };
  },
});

export const SITE_MAIL_RULES: MailRule[] = [contactMessageMail, subscriptionConfirmationMail];
