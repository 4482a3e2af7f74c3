import { DEFAULT_LOCALE, formatNight } from '@izlazak/contracts';
import { mailLayout, mailRulesFor, mailWords, subjectLine, type MailComposition, type MailRule, type OutgoingMail } from '#platform/mail/mail-rule';
import { qrCodePng, qrCodeSide } from '#platform/qr/qr-code';
import { guestListCodeUrl } from './domain/guest-list-code';
import type { GuestListEntryChanged, GuestListEvent, GuestListSignedUp } from './domain/guest-list/guest-list.events';

/**
 * A name with an e-mail gets its door code: the QR picture of APP_URL/g/<code> and the link as
 * text, in the language of the page it signed up on (sr-Latn when none was said). Signing again
 * mails the new code (the old one stopped working). Through the outbox like every mail.
 */
const mailRule = mailRulesFor<GuestListEvent>();

interface ListOfMail {
  list_name: string;
  benefit: string;
  closes_at: string;
  club: string;
}

async function listEntryMail(data: GuestListSignedUp['data'] | GuestListEntryChanged['data'], changed: boolean, { links, db }: MailComposition): Promise<OutgoingMail | null> {
  const { guest, code, listId, night, plusOnes } = data;
  if (!guest.email) return null;
  const { rows } = await db.query<ListOfMail>(
    `SELECT l.name AS list_name, l.benefit, l.closes_at, coalesce(v.name, '') AS club FROM guest_lists l LEFT JOIN venues v ON v.id = l.club_id WHERE l.id = $1`,
    [listId],
  );
  const list = rows[0];
  if (!list) return null;
  const locale = data.locale ?? DEFAULT_LOCALE;
  const say = mailWords(locale);
  const url = guestListCodeUrl(links.appUrl, code);
  const cid = `guest-list-${data.entryId}@izlazak`;
  const paragraphs = [
    say('mail.dear', { name: guest.firstName }),
    say(changed ? 'mail.guestList.changedIntro' : 'mail.guestList.intro', { list: list.list_name, club: list.club, night: formatNight(night) }),
    list.benefit ? say('mail.guestList.benefit', { benefit: list.benefit }) : '',
    say('mail.guestList.persons', { persons: 1 + plusOnes }),
    say('mail.guestList.closesAt', { time: list.closes_at }),
  ].filter(Boolean);
  const picture = {
    cid,
    alt: say('mail.guestList.qrAlt', { list: list.list_name }),
    caption: [say('mail.guestList.caption')],
    link: { label: say('mail.doorCode.link'), url },
    size: qrCodeSide(url),
  };
  const { html, text } = mailLayout(locale, say('mail.guestList.heading'), paragraphs, undefined, picture);
  return {
    to: guest.email,
    subject: subjectLine(say('mail.guestList.subject', { list: list.list_name, club: list.club })),
    html,
    text,
    locale,
    attachments: [{ filename: say('mail.guestList.file'), contentType: 'image/png', content: (await qrCodePng(url)).toString('base64'), cid }],
  };
}

export const guestListSignedUpMail = mailRule({
  name: 'guest-list-signed-up',
  eventType: 'GuestListSignedUp',
  compose: ({ data }, composition) => listEntryMail(data, false, composition),
});

export const guestListEntryChangedMail = mailRule({
  name: 'guest-list-entry-changed',
  eventType: 'GuestListEntryChanged',
  compose: ({ data }, composition) => listEntryMail(data, true, composition),
});

export const GUEST_LIST_MAIL_RULES: MailRule[] = [guestListSignedUpMail, guestListEntryChangedMail];
