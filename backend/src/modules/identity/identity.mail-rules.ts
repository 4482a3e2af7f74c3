import { DEFAULT_LOCALE } from '@izlazak/contracts';
import { mailRulesFor, mailLayout, mailWords, type MailRule } from '#platform/mail/mail-rule';
import { tokenForMail } from './auth/account-tokens';
import { RESET_LINK_HOURS } from './domain/user/password-reset';
import { VERIFICATION_LINK_HOURS } from './domain/user/registration';
import type { AccountTokenIssued, UserEvent } from './domain/user/user.events';

const mailRule = mailRulesFor<UserEvent>();

/**
 * The page the verification link opens: it POSTs the token to /api/auth/verify-email/{token} and
 * then shows /auth/verified. A GET link must not verify by itself: mail scanners open links.
 */
export const verificationLink = (appUrl: string, token: string) => `${appUrl}/auth/verify-email/${token}`;
export const resetLink = (appUrl: string, token: string) => `${appUrl}/auth/reset-password/${token}`;

/** An account's mail is in the language of the request that asked for it (docs/i18n.md). */
const localeOf = (data: AccountTokenIssued) => data.locale ?? DEFAULT_LOCALE;

export const verificationMailRule = mailRule({
  name: 'account-verification',
  eventType: 'VerificationRequested',
  compose(event, { links }) {
    const { email, firstName, tokenId } = event.data;
    const locale = localeOf(event.data);
    const say = mailWords(locale);
    const url = verificationLink(links.appUrl, tokenForMail(links.linkSecret, 'verify', tokenId));
    const hours = VERIFICATION_LINK_HOURS;
    const paragraphs =
      event.data.reason === 'account-made'
        ? [
            say('mail.hello', { name: firstName }),
            say('mail.verification.made'),
            say('mail.verification.madePassword'),
            say('mail.verification.madeLink', { hours }),
            say('mail.verification.madeUnknown'),
          ]
        : [say('mail.hello', { name: firstName }), say('mail.verification.registered'), say('mail.account.linkOnce', { hours }), say('mail.verification.notYou')];
    const body = mailLayout(locale, say('mail.verification.heading'), paragraphs, { label: say('mail.verification.confirm'), url });
    return { to: email, subject: say('mail.verification.subject'), ...body, locale };
  },
});

export const passwordResetMailRule = mailRule({
  name: 'password-reset',
  eventType: 'PasswordResetRequested',
  compose(event, { links }) {
    const { email, firstName, tokenId } = event.data;
    const locale = localeOf(event.data);
    const say = mailWords(locale);
    const url = resetLink(links.appUrl, tokenForMail(links.linkSecret, 'reset', tokenId));
    const body = mailLayout(
      locale,
      say('mail.passwordReset.heading'),
      [say('mail.hello', { name: firstName }), say('mail.passwordReset.asked'), say('mail.passwordReset.link', { hours: RESET_LINK_HOURS }), say('mail.passwordReset.notYou')],
      { label: say('mail.passwordReset.set'), url },
    );
    return { to: email, subject: say('mail.passwordReset.subject'), ...body, locale };
  },
});

/** The link that proves an asked-for new address: the change takes effect when it is opened. */
export const emailChangeMailRule = mailRule({
  name: 'account-email-change',
  eventType: 'EmailChangeRequested',
  compose(event, { links }) {
    const { email, firstName, tokenId } = event.data;
    const locale = localeOf(event.data);
    const say = mailWords(locale);
    const url = verificationLink(links.appUrl, tokenForMail(links.linkSecret, 'email', tokenId));
    const body = mailLayout(
      locale,
      say('mail.emailChange.heading'),
      [say('mail.hello', { name: firstName }), say('mail.emailChange.asked'), say('mail.account.linkOnce', { hours: VERIFICATION_LINK_HOURS }), say('mail.emailChange.notYou')],
      { label: say('mail.emailChange.confirm'), url },
    );
    return { to: email, subject: say('mail.emailChange.subject'), ...body, locale };
  },
});

/** The address in use hears that a change was asked for: its owner notices a change they did not ask for. */
export const emailChangeNoticeMailRule = mailRule({
  name: 'account-email-change-notice',
  eventType: 'EmailChangeRequested',
  compose(event) {
    const { previousEmail, firstName } = event.data;
    const locale = localeOf(event.data);
    const say = mailWords(locale);
    const body = mailLayout(locale, say('mail.emailChangeNotice.heading'), [
      say('mail.hello', { name: firstName }),
      say('mail.emailChangeNotice.asked'),
      say('mail.emailChangeNotice.notYou'),
    ]);
    return { to: previousEmail, subject: say('mail.emailChangeNotice.subject'), ...body, locale };
  },
});

export const IDENTITY_MAIL_RULES: MailRule[] = [verificationMailRule, passwordResetMailRule, emailChangeMailRule, emailChangeNoticeMailRule];
