import { formatNight, type Locale } from '@izlazak/contracts';
import { mailRsd } from '#platform/mail/mail-format';
import { mailLayout, mailRulesFor, mailWords, subjectLine, type MailComposition, type MailLinks, type MailRule, type OutgoingMail } from '#platform/mail/mail-rule';
import { reservationCancelToken, reservationCancelUrl } from '../reservations/domain/reservation-cancel-link';
import type { Reservation, TableNightEvent } from '../reservations/domain/table-night';
import { belgradeTime } from '../reservations/reservation-formatting';
import { doorCodeOf, guestLocale, guestMailMarkup, summary } from '../reservations/reservations.mail-rules';
import { ipsQrPng, ipsQrSide } from './domain/ips-qr-image';

/**
 * The guest's mails about a deposit (docs/payments.md): the payment slip with its NBS IPS QR code
 * when the reservation is placed waiting for it (instead of the reservations' 'primljena' mail), the
 * confirmation with the door code when it is received (a payment marked by hand: once it can no
 * longer be undone), and the cancellation when it never came. All in the language the guest booked in.
 */
const mailRule = mailRulesFor<TableNightEvent>();

const rsd = (amount: number, locale: Locale) => mailRsd(amount, locale, { cents: true });
/** dd.MM.yyyy u HH:mm, in Belgrade ('at' in English). */
const belgradeMoment = (iso: string, locale: Locale) => {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Belgrade', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
  return mailWords(locale)('mail.moment', { date: formatNight(date), time: belgradeTime(iso) });
};

const cancelLink = (r: Reservation, links: MailLinks) => ({
  label: mailWords(guestLocale(r))('mail.reservation.cancel'),
  url: reservationCancelUrl(links.appUrl, reservationCancelToken(links.linkSecret, r.reservationId, r.email)),
});

/** The slip as text: everything a guest types into a payment order by hand. */
export function slipLines(r: Reservation, locale: Locale): string[] {
  const d = r.deposit!;
  const say = mailWords(locale);
  return [
    say('mail.slip.payee', { payee: d.payeePlace ? `${d.payeeName}, ${d.payeePlace}` : d.payeeName }),
    say('mail.slip.account', { account: d.account }),
    say('mail.slip.amount', { amount: rsd(d.amount, locale) }),
    say('mail.slip.purpose', { purpose: d.purpose }),
    say('mail.slip.code', { code: d.paymentCode }),
    say('mail.slip.reference', { model: d.reference.slice(0, 2), reference: d.reference.slice(2) }),
  ];
}

export const depositSlipMail = mailRule({
  name: 'reservation-deposit-guest',
  eventType: 'ReservationPlaced',
  async compose({ data: { reservation: r }, metadata }, composition): Promise<OutgoingMail | null> {
    const { links } = composition;
    if (r.status !== 'AwaitingPayment' || r.deposit?.state !== 'due' || !r.email) return null;
    const locale = guestLocale(r);
    const say = mailWords(locale);
    const number = r.uniqueId;
    const due = belgradeMoment(r.deposit.dueAt, locale);
    const cid = `ips-qr-${r.uniqueId}@izlazak`;
    const picture = { cid, alt: say('mail.depositDue.qrAlt', { number }), caption: [say('mail.depositDue.qrCaption')], size: ipsQrSide(r.deposit.ipsQr) };
    const { html, text } = mailLayout(
      locale,
      say('mail.depositDue.heading'),
      [
        say('mail.dear', { name: r.firstName }),
        say('mail.depositDue.intro', { due }),
        ...slipLines(r, locale),
        say('mail.depositDue.deadline', { due }),
        ...summary(r, metadata.occurredAt, locale),
      ],
      cancelLink(r, links),
      picture,
      await guestMailMarkup(r, composition),
    );
    const slip = await ipsQrPng(r.deposit.ipsQr);
    return {
      to: r.email,
      subject: subjectLine(say('mail.depositDue.subject', { number, due })),
      html,
      text,
      locale,
      attachments: [{ filename: say('mail.depositDue.file', { number }), contentType: 'image/png', content: slip.toString('base64'), cid }],
    };
  },
});

/** 'Uplata je primljena', with the door code once the reservation is confirmed; `at`: when it is mailed (the terms as they read then). */
async function paymentReceivedMail(r: Reservation, amount: number, at: string, composition: MailComposition): Promise<OutgoingMail | null> {
  const { links } = composition;
  if (!r.email) return null;
  // A venue that confirms paid reservations itself sends the confirmation (with the door code) when it does.
  const confirmed = r.status === 'Complete';
  const doorCode = confirmed ? await doorCodeOf(r, links) : null;
  const locale = guestLocale(r);
  const say = mailWords(locale);
  const paid = { amount: rsd(amount, locale) };
  const { html, text } = mailLayout(
    locale,
    say('mail.depositPaid.heading'),
    [say('mail.dear', { name: r.firstName }), confirmed ? say('mail.depositPaid.confirmed', paid) : say('mail.depositPaid.awaiting', paid), ...summary(r, at, locale)],
    cancelLink(r, links),
    doorCode?.picture,
    await guestMailMarkup(r, composition),
  );
  const subject = say(confirmed ? 'mail.depositPaid.subjectConfirmed' : 'mail.depositPaid.subject', { number: r.uniqueId });
  return { to: r.email, subject: subjectLine(subject), html, text, locale, ...(doorCode ? { attachments: [doorCode.attachment] } : {}) };
}

/** At once for a payment that stands as recorded (a bank statement's, the door's); one marked by hand waits for its settling. */
export const depositPaidMail = mailRule({
  name: 'reservation-deposit-paid-guest',
  eventType: 'ReservationPaymentReceived',
  compose: ({ data: { reservation: r, amount }, metadata }, composition) => (r.deposit?.undoableUntil ? null : paymentReceivedMail(r, amount, metadata.occurredAt, composition)),
});

/** A payment marked by hand, not undone within its window: now the guest hears of it (arrived meanwhile, they need not). */
export const depositSettledMail = mailRule({
  name: 'reservation-deposit-settled-guest',
  eventType: 'ReservationPaymentSettled',
  compose: ({ data: { reservation: r, amount }, metadata }, composition) =>
    r.status === 'Complete' || r.status === 'Pending' ? paymentReceivedMail(r, amount, metadata.occurredAt, composition) : null,
});

const DEPOSIT_FATES = { refundDue: 'mail.depositChanged.refundDue', kept: 'mail.depositChanged.kept', refunded: 'mail.depositChanged.refunded' } as const;

/** A paid deposit's fate once the reservation ended without its guests, and its refund. */
export const depositChangedMail = mailRule({
  name: 'reservation-deposit-changed-guest',
  eventType: 'ReservationDepositChanged',
  async compose({ data: { reservation: r, state }, metadata }, composition): Promise<OutgoingMail | null> {
    if (!r.email || !r.deposit) return null;
    const locale = guestLocale(r);
    const say = mailWords(locale);
    const amount = rsd(r.deposit.paidAmount ?? r.deposit.amount, locale);
    const line = say(DEPOSIT_FATES[state], { amount });
    const { html, text } = mailLayout(
      locale,
      say('mail.depositChanged.heading'),
      [say('mail.dear', { name: r.firstName }), line, ...summary(r, metadata.occurredAt, locale)],
      undefined,
      undefined,
      await guestMailMarkup(r, composition),
    );
    return { to: r.email, subject: subjectLine(say('mail.depositChanged.subject', { number: r.uniqueId, state })), html, text, locale };
  },
});

export const depositExpiredMail = mailRule({
  name: 'reservation-deposit-expired-guest',
  eventType: 'ReservationCancelled',
  async compose({ data: { reservation: r, reason }, metadata }, composition): Promise<OutgoingMail | null> {
    if (reason !== 'unpaid' || !r.email || !r.deposit) return null;
    const locale = guestLocale(r);
    const say = mailWords(locale);
    const { html, text } = mailLayout(
      locale,
      say('mail.reservationCancelled.heading'),
      [say('mail.dear', { name: r.firstName }), say('mail.depositExpired.intro', { due: belgradeMoment(r.deposit.dueAt, locale) }), ...summary(r, metadata.occurredAt, locale)],
      undefined,
      undefined,
      await guestMailMarkup(r, composition),
    );
    return { to: r.email, subject: subjectLine(say('mail.depositExpired.subject', { number: r.uniqueId })), html, text, locale };
  },
});

export const MONEY_MAIL_RULES: MailRule[] = [depositSlipMail, depositPaidMail, depositSettledMail, depositChangedMail, depositExpiredMail];
