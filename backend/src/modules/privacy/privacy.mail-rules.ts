import { DEFAULT_LOCALE } from '@izlazak/contracts';
import { mailLayout, mailRulesFor, mailWords, type MailRule } from '#platform/mail/mail-rule';
import { privacyErasureUrl, privacyExportUrl, privacyLinkToken } from './domain/privacy-link';
import { PRIVACY_LINK_HOURS, type PrivacyRequestEvent } from './domain/privacy-request.decider';

/** The link of a request made by address, in the language of the page it was asked on; the account's and the admin's requests mail nothing. */
export const privacyRequestMail = mailRulesFor<PrivacyRequestEvent>()({
  name: 'privacy-request-link',
  eventType: 'PersonalDataRequested',
  compose(event, { links }) {
    const { requestId, kind, channel, email } = event.data;
    if (channel !== 'mail') return null;
    const locale = event.data.locale ?? DEFAULT_LOCALE;
    const say = mailWords(locale);
    const token = privacyLinkToken(links.linkSecret, kind, requestId);
    const asked = { email, hours: PRIVACY_LINK_HOURS };
    const subject = say(kind === 'export' ? 'mail.privacyExport.subject' : 'mail.privacyErasure.subject');
    const { html, text } =
      kind === 'export'
        ? mailLayout(locale, subject, [say('mail.privacyExport.asked', asked), say('mail.privacy.unasked')], {
            label: say('mail.privacyExport.download'),
            url: privacyExportUrl(links.appUrl, token),
          })
        : mailLayout(locale, subject, [say('mail.privacyErasure.asked', asked), say('mail.privacy.unasked')], {
            label: say('mail.privacyErasure.erase'),
            url: privacyErasureUrl(links.appUrl, token),
          });
    return { to: email, subject, html, text, locale };
  },
});

export const PRIVACY_MAIL_RULES: MailRule[] = [privacyRequestMail];
