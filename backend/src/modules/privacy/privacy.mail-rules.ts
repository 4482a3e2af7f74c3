import { mailLayout, mailRulesFor, type MailRule } from '#platform/mail/mail-rule';
import { privacyErasureUrl, privacyExportUrl, privacyLinkToken } from './domain/privacy-link';
import { PRIVACY_LINK_HOURS, type PrivacyRequestEvent } from './domain/privacy-request.decider';

/** The link of a request made by address; the account's and the admin's requests mail nothing. */
export const privacyRequestMail = mailRulesFor<PrivacyRequestEvent>()({
  name: 'privacy-request-link',
  eventType: 'PersonalDataRequested',
  compose(event, { links }) {
    const { requestId, kind, channel, email } = event.data;
    if (channel !== 'mail') return null;
    const token = privacyLinkToken(links.linkSecret, kind, requestId);
    const unasked = 'Ako niste vi poslali ovaj zahtev, zanemarite ovu poruku: bez klika na link ništa se ne dešava.';
    const { html, text } =
      kind === 'export'
        ? mailLayout('Vaši podaci na Izlasku', [`Zatražili ste kopiju svih podataka koje Izlazak čuva o adresi ${email}. Link važi ${PRIVACY_LINK_HOURS} sata.`, unasked], {
            label: 'Preuzmi moje podatke',
            url: privacyExportUrl(links.appUrl, token),
          })
        : mailLayout(
            'Brisanje vaših podataka na Izlasku',
            [
              `Zatražili ste brisanje svih ličnih podataka koje Izlazak čuva o adresi ${email}. Na stranici linka potvrđujete brisanje; link važi ${PRIVACY_LINK_HOURS} sata.`,
              unasked,
            ],
            { label: 'Obriši moje podatke', url: privacyErasureUrl(links.appUrl, token) },
          );
    return { to: email, subject: kind === 'export' ? 'Vaši podaci na Izlasku' : 'Brisanje vaših podataka na Izlasku', html, text };
  },
});

export const PRIVACY_MAIL_RULES: MailRule[] = [privacyRequestMail];
