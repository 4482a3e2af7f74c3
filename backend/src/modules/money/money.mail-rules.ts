import { formatNight } from '@izlazak/contracts';
import { mailLayout, mailRulesFor, type MailComposition, type MailLinks, type MailRule, type OutgoingMail } from '#platform/mail/mail-rule';
import { reservationCancelToken, reservationCancelUrl } from '../reservations/domain/reservation-cancel-link';
import type { Reservation, TableNightEvent } from '../reservations/domain/table-night';
import { belgradeTime } from '../reservations/reservation-formatting';
import { doorCodeOf, guestMailMarkup, summary } from '../reservations/reservations.mail-rules';
import { ipsQrPng, ipsQrSide } from './domain/ips-qr-image';

/**
 * The guest's mails about a deposit (docs/payments.md): the payment slip with its NBS IPS QR code
 * when the reservation is placed waiting for it (instead of the reservations' 'primljena' mail), the
 * confirmation with the door code when it is received (a payment marked by hand: once it can no
 * longer be undone), and the cancellation when it never came.
 */
const mailRule = mailRulesFor<TableNightEvent>();

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').slice(0, 200);
const rsd = (amount: number) => `${new Intl.NumberFormat('sr-Latn-RS', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} RSD`;
/** dd.MM.yyyy u HH:mm, in Belgrade. */
const belgradeMoment = (iso: string) => {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Belgrade', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
  return `${formatNight(date)} u ${belgradeTime(iso)}`;
};

const cancelLink = (r: Reservation, links: MailLinks) => ({
  label: 'Otkaži rezervaciju',
  url: reservationCancelUrl(links.appUrl, reservationCancelToken(links.linkSecret, r.reservationId, r.email)),
});

/** The slip as text: everything a guest types into a payment order by hand. */
export function slipLines(r: Reservation): string[] {
  const d = r.deposit!;
  return [
    `Primalac: ${d.payeeName}${d.payeePlace ? `, ${d.payeePlace}` : ''}`,
    `Račun primaoca: ${d.account}`,
    `Iznos: ${rsd(d.amount)}`,
    `Svrha plaćanja: ${d.purpose}`,
    `Šifra plaćanja: ${d.paymentCode}`,
    `Model i poziv na broj: ${d.reference.slice(0, 2)} ${d.reference.slice(2)}`,
  ];
}

export const depositSlipMail = mailRule({
  name: 'reservation-deposit-guest',
  eventType: 'ReservationPlaced',
  async compose({ data: { reservation: r }, metadata }, composition): Promise<OutgoingMail | null> {
    const { links } = composition;
    if (r.status !== 'AwaitingPayment' || r.deposit?.state !== 'due' || !r.email) return null;
    const due = belgradeMoment(r.deposit.dueAt);
    const cid = `ips-qr-${r.uniqueId}@izlazak`;
    const picture = {
      cid,
      alt: `NBS IPS QR kod za uplatu depozita, rezervacija ${r.uniqueId}`,
      caption: ['Skenirajte QR kod u aplikaciji svoje banke (IPS plaćanje) i potvrdite uplatu.'],
      size: ipsQrSide(r.deposit.ipsQr),
    };
    const { html, text } = mailLayout(
      'Uplatite depozit',
      [
        `Poštovani/a ${r.firstName},`,
        `Rezervacija je primljena i sto se čuva za vas do ${due}. Potvrđena je kada objekat primi depozit: skenirajte QR kod u aplikaciji svoje banke ili uplatite nalogom sa ovim podacima.`,
        ...slipLines(r),
        `Ako depozit ne stigne do ${due}, rezervacija se otkazuje i sto oslobađa.`,
        ...summary(r, metadata.occurredAt),
      ],
      cancelLink(r, links),
      picture,
      await guestMailMarkup(r, composition),
    );
    return {
      to: r.email,
      subject: oneLine(`Rezervacija ${r.uniqueId}: uplatite depozit do ${due}`),
      html,
      text,
      attachments: [{ filename: `uplatnica-${r.uniqueId}.png`, contentType: 'image/png', content: (await ipsQrPng(r.deposit.ipsQr)).toString('base64'), cid }],
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
  const { html, text } = mailLayout(
    'Uplata je primljena',
    [
      `Poštovani/a ${r.firstName},`,
      confirmed
        ? `Objekat je primio vaš depozit od ${rsd(amount)} i rezervacija je potvrđena. Vidimo se!`
        : `Objekat je primio vaš depozit od ${rsd(amount)}. Rezervacija čeka potvrdu objekta; javićemo vam čim je potvrdi.`,
      ...summary(r, at),
    ],
    cancelLink(r, links),
    doorCode?.picture,
    await guestMailMarkup(r, composition),
  );
  const subject = confirmed ? `Rezervacija ${r.uniqueId} je potvrđena: depozit je primljen` : `Rezervacija ${r.uniqueId}: depozit je primljen`;
  return { to: r.email, subject: oneLine(subject), html, text, ...(doorCode ? { attachments: [doorCode.attachment] } : {}) };
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

/** A paid deposit's fate once the reservation ended without its guests, and its refund. */
export const depositChangedMail = mailRule({
  name: 'reservation-deposit-changed-guest',
  eventType: 'ReservationDepositChanged',
  async compose({ data: { reservation: r, state }, metadata }, composition): Promise<OutgoingMail | null> {
    if (!r.email || !r.deposit) return null;
    const amount = rsd(r.deposit.paidAmount ?? r.deposit.amount);
    const line = {
      refundDue: `Depozit od ${amount} vam se vraća po uslovima rezervacije; objekat će vam javiti kada ga uplati nazad.`,
      kept: `Po uslovima rezervacije koje ste prihvatili objekat zadržava depozit od ${amount}.`,
      refunded: `Objekat vam je vratio depozit od ${amount}.`,
    }[state];
    const subject = { refundDue: 'depozit se vraća', kept: 'depozit je zadržan', refunded: 'depozit je vraćen' }[state];
    const { html, text } = mailLayout(
      'Depozit',
      [`Poštovani/a ${r.firstName},`, line, ...summary(r, metadata.occurredAt)],
      undefined,
      undefined,
      await guestMailMarkup(r, composition),
    );
    return { to: r.email, subject: oneLine(`Rezervacija ${r.uniqueId}: ${subject}`), html, text };
  },
});

export const depositExpiredMail = mailRule({
  name: 'reservation-deposit-expired-guest',
  eventType: 'ReservationCancelled',
  async compose({ data: { reservation: r, reason }, metadata }, composition): Promise<OutgoingMail | null> {
    if (reason !== 'unpaid' || !r.email || !r.deposit) return null;
    const { html, text } = mailLayout(
      'Rezervacija je otkazana',
      [
        `Poštovani/a ${r.firstName},`,
        `Depozit nije stigao do ${belgradeMoment(r.deposit.dueAt)}, pa je rezervacija otkazana i sto oslobođen. Ako ste ga uplatili u međuvremenu, javite se objektu radi povraćaja.`,
        ...summary(r, metadata.occurredAt),
      ],
      undefined,
      undefined,
      await guestMailMarkup(r, composition),
    );
    return { to: r.email, subject: oneLine(`Rezervacija ${r.uniqueId} je otkazana: depozit nije uplaćen`), html, text };
  },
});

export const MONEY_MAIL_RULES: MailRule[] = [depositSlipMail, depositPaidMail, depositSettledMail, depositChangedMail, depositExpiredMail];
