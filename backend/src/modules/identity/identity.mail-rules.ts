import { mailRulesFor, mailLayout, type MailRule } from '#platform/mail/mail-rule';
import { tokenForMail } from './auth/account-tokens';
import { RESET_LINK_HOURS, VERIFICATION_LINK_HOURS } from './domain/user.decider';
import type { UserEvent } from './domain/user.events';

const mailRule = mailRulesFor<UserEvent>();

/**
 * The page the verification link opens: it POSTs the token to /api/auth/verify-email/{token} and
 * then shows /auth/verified. A GET link must not verify by itself: mail scanners open links.
 */
export const verificationLink = (appUrl: string, token: string) => `${appUrl}/auth/verify-email/${token}`;
export const resetLink = (appUrl: string, token: string) => `${appUrl}/auth/reset-password/${token}`;

export const verificationMailRule = mailRule({
  name: 'account-verification',
  eventType: 'VerificationRequested',
  compose(event, { links }) {
    const { email, firstName, tokenId } = event.data;
    const url = verificationLink(links.appUrl, tokenForMail(links.linkSecret, 'verify', tokenId));
    const body = mailLayout(
      'Potvrdite vašu email adresu',
      [
        `Zdravo ${firstName},`,
        'hvala što ste se registrovali na Izlazak. Da biste se prijavili, potvrdite vašu email adresu klikom na dugme ispod.',
        `Link važi ${VERIFICATION_LINK_HOURS} sata i može se iskoristiti samo jednom.`,
        'Ako se niste vi registrovali, slobodno zanemarite ovu poruku.',
      ],
      { label: 'Potvrdi email adresu', url },
    );
    return { to: email, subject: 'Izlazak: potvrdite vašu email adresu', ...body };
  },
});

export const passwordResetMailRule = mailRule({
  name: 'password-reset',
  eventType: 'PasswordResetRequested',
  compose(event, { links }) {
    const { email, firstName, tokenId } = event.data;
    const url = resetLink(links.appUrl, tokenForMail(links.linkSecret, 'reset', tokenId));
    const body = mailLayout(
      'Promena lozinke',
      [
        `Zdravo ${firstName},`,
        'primili smo zahtev za promenu lozinke vašeg Izlazak naloga. Novu lozinku postavljate klikom na dugme ispod.',
        `Link važi ${RESET_LINK_HOURS} sat i može se iskoristiti samo jednom; posle promene lozinke bićete odjavljeni sa svih uređaja.`,
        'Ako niste vi tražili promenu, zanemarite ovu poruku: lozinka ostaje ista.',
      ],
      { label: 'Postavi novu lozinku', url },
    );
    return { to: email, subject: 'Izlazak: link za promenu lozinke', ...body };
  },
});

export const IDENTITY_MAIL_RULES: MailRule[] = [verificationMailRule, passwordResetMailRule];
