import { mailRulesFor, mailLayout, type MailRule } from '#platform/mail/mail-rule';
import { tokenForMail } from './auth/account-tokens';
import { RESET_LINK_HOURS } from './domain/user/password-reset';
import { VERIFICATION_LINK_HOURS } from './domain/user/registration';
import type { UserEvent } from './domain/user/user.events';

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
    if (event.data.reason === 'account-made') {
      const made = mailLayout(
        'Potvrdite vašu email adresu',
        [
          `Zdravo ${firstName},`,
          'za vas je otvoren nalog na Izlazak sa ovom email adresom. Potvrdite adresu klikom na dugme ispod: do tada nalog ne vidi ništa što je vezano za nju (rezervacije, „Moji podaci”), a nalog osoblja ili gosta ne može ni da se prijavi.',
          'Prijavljujete se lozinkom koju ste dobili od onoga ko je otvorio nalog ili koju ste sami izabrali; novu postavljate preko „Zaboravili ste lozinku?”.',
          `Link važi ${VERIFICATION_LINK_HOURS} sata i može se iskoristiti samo jednom; ako istekne, adresu potvrđuje i link za promenu lozinke („Zaboravili ste lozinku?”).`,
          'Ako ne znate za ovaj nalog, zanemarite ovu poruku.',
        ],
        { label: 'Potvrdi email adresu', url },
      );
      return { to: email, subject: 'Izlazak: potvrdite vašu email adresu', ...made };
    }
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

/** The link that proves an asked-for new address: the change takes effect when it is opened. */
export const emailChangeMailRule = mailRule({
  name: 'account-email-change',
  eventType: 'EmailChangeRequested',
  compose(event, { links }) {
    const { email, firstName, tokenId } = event.data;
    const url = verificationLink(links.appUrl, tokenForMail(links.linkSecret, 'email', tokenId));
    const body = mailLayout(
      'Potvrdite novu email adresu',
      [
        `Zdravo ${firstName},`,
        'zatražena je promena email adrese vašeg Izlazak naloga na ovu adresu. Promena važi tek kada je potvrdite klikom na dugme ispod; do tada nalog koristi staru adresu.',
        `Link važi ${VERIFICATION_LINK_HOURS} sata i može se iskoristiti samo jednom.`,
        'Ako niste vi tražili promenu, zanemarite ovu poruku: bez potvrde adresa se ne menja.',
      ],
      { label: 'Potvrdi novu adresu', url },
    );
    return { to: email, subject: 'Izlazak: potvrdite novu email adresu', ...body };
  },
});

/** The address in use hears that a change was asked for: its owner notices a change they did not ask for. */
export const emailChangeNoticeMailRule = mailRule({
  name: 'account-email-change-notice',
  eventType: 'EmailChangeRequested',
  compose(event) {
    const { previousEmail, firstName } = event.data;
    const body = mailLayout('Zatražena je promena email adrese', [
      `Zdravo ${firstName},`,
      'za vaš Izlazak nalog zatražena je promena email adrese. Nova adresa važi tek kada se potvrdi linkom poslatim na nju; do tada nalog koristi ovu adresu.',
      'Ako niste vi tražili promenu, promenite lozinku: bez potvrde se ništa ne menja.',
    ]);
    return { to: previousEmail, subject: 'Izlazak: zatražena je promena email adrese', ...body };
  },
});

export const IDENTITY_MAIL_RULES: MailRule[] = [verificationMailRule, passwordResetMailRule, emailChangeMailRule, emailChangeNoticeMailRule];
