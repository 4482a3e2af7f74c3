import { belgradeClockTime, DEFAULT_LOCALE, formatNight, validateIpsQrText, type Locale, type MessageId } from '@izlazak/contracts';
import { mailRsd } from '#platform/mail/mail-format';
import {
  mailLayout,
  mailRulesFor,
  mailWords,
  subjectLine,
  type MailAttachment,
  type MailComposition,
  type MailPicture,
  type MailRule,
  type OutgoingMail,
} from '#platform/mail/mail-rule';
import { qrCodePng, qrCodeSide } from '#platform/qr/qr-code';
import { ticketCodeUrl, ticketOfferUrl } from './domain/ticket-code';
import type { TicketHolder, TicketRefundDue, TicketSalesEvent, TicketSeat } from './domain/ticket-sales/ticket-sales.events';

/**
 * The buyer's and the friend's mails (docs/tickets.md), through the outbox like every mail, in the
 * order's language: the tickets once an order is paid (a free one at once), each as the QR picture
 * of its code APP_URL/t/<token> with the link beside it; the payment details with the IPS QR code
 * while a paid order waits for its money; and the new ticket to the friend a ticket is passed to.
 */
const mailRule = mailRulesFor<TicketSalesEvent>();

/** The order page a buyer comes back to (frontend: /porudzbina/<id>). */
export const ticketOrderUrl = (appUrl: string, orderId: string) => `${appUrl.replace(/\/+$/, '')}/porudzbina/${encodeURIComponent(orderId)}`;

const IPS_PICTURE = { errorCorrectionLevel: 'M', modulePixels: 6, marginModules: 4 } as const;

interface EventOfMail {
  title: string;
  club: string;
  start_time: string;
}

/** The event's title, venue and start, as the read models know them (written long before its tickets are sold). */
async function eventOf({ db }: MailComposition, eventId: string): Promise<EventOfMail> {
  const { rows } = await db.query<EventOfMail>(
    `SELECT e.title, coalesce(v.name, '') AS club, e.start_time FROM event_listings e LEFT JOIN venues v ON v.id = e.club_id WHERE e.id = $1`,
    [eventId],
  );
  return rows[0] ?? { title: '', club: '', start_time: '' };
}

/** dd.MM.yyyy u HH:mm in Belgrade. */
function belgradeMoment(iso: string, locale: Locale): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Belgrade',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .formatToParts(new Date(iso))
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return mailWords(locale)('mail.moment', { date: `${parts.day}.${parts.month}.${parts.year}`, time: `${parts.hour}:${parts.minute}` });
}

interface TicketOfMail extends TicketSeat {
  tierName: string;
  holder: TicketHolder;
}

/** Each ticket as its QR picture (with the holder and tier under it, and the code's link) and the PNG it shows. */
async function ticketPictures(tickets: TicketOfMail[], appUrl: string, locale: Locale) {
  const say = mailWords(locale);
  const pictures: MailPicture[] = [];
  const attachments: MailAttachment[] = [];
  for (const [index, ticket] of tickets.entries()) {
    const url = ticketCodeUrl(appUrl, ticket.token);
    const cid = `ticket-${ticket.ticketId}@izlazak`;
    const holder = `${ticket.holder.firstName} ${ticket.holder.lastName}`;
    pictures.push({
      cid,
      alt: say('mail.tickets.qrAlt', { number: index + 1, tier: ticket.tierName }),
      caption: [say('mail.tickets.caption', { number: index + 1, tier: ticket.tierName, holder })],
      link: { label: say('mail.tickets.link'), url },
      size: qrCodeSide(url),
    });
    attachments.push({ filename: say('mail.tickets.file', { number: index + 1 }), contentType: 'image/png', content: (await qrCodePng(url)).toString('base64'), cid });
  }
  return { pictures, attachments };
}

export const ticketOrderPaidMail = mailRule({
  name: 'ticket-order-paid',
  eventType: 'TicketOrderPaid',
  compose: async ({ data }, composition): Promise<OutgoingMail | null> => {
    const buyer = data.tickets[0]?.holder;
    if (!buyer?.email) return null;
    const locale = data.locale ?? DEFAULT_LOCALE;
    const say = mailWords(locale);
    const event = await eventOf(composition, data.eventId);
    const { pictures, attachments } = await ticketPictures(data.tickets, composition.links.appUrl, locale);
    const facts = { event: event.title, club: event.club, night: formatNight(data.night), count: data.tickets.length };
    const { html, text } = mailLayout(
      locale,
      say('mail.tickets.heading', { count: data.tickets.length }),
      [
        say('mail.dear', { name: buyer.firstName }),
        say(data.amount > 0 ? 'mail.tickets.paidIntro' : 'mail.tickets.freeIntro', { ...facts, amount: mailRsd(data.amount, locale) }),
        event.start_time ? say('mail.tickets.start', { time: event.start_time }) : '',
        say('mail.tickets.atTheDoor', { count: data.tickets.length }),
      ].filter(Boolean),
      { label: say('mail.tickets.orderLink'), url: ticketOrderUrl(composition.links.appUrl, data.orderId) },
      pictures,
    );
    return { to: buyer.email, subject: subjectLine(say('mail.tickets.subject', facts)), html, text, locale, attachments };
  },
});

export const ticketOrderAwaitingPaymentMail = mailRule({
  name: 'ticket-order-awaiting-payment',
  eventType: 'TicketOrderPlaced',
  compose: async ({ data }, composition): Promise<OutgoingMail | null> => {
    const { payment, buyer } = data;
    if (!payment || !buyer.email || validateIpsQrText(payment.ipsQr).length > 0) return null;
    const locale = data.locale ?? DEFAULT_LOCALE;
    const say = mailWords(locale);
    const event = await eventOf(composition, data.eventId);
    const due = belgradeMoment(payment.dueAt, locale);
    const cid = `ticket-order-ips-${data.orderId}@izlazak`;
    const facts = { event: event.title, club: event.club, night: formatNight(data.night), count: data.quantity, tier: data.tierName, due };
    const { html, text } = mailLayout(
      locale,
      say('mail.ticketPayment.heading'),
      [
        say('mail.dear', { name: buyer.firstName }),
        say('mail.ticketPayment.intro', facts),
        say('mail.slip.payee', { payee: payment.payeeName }),
        say('mail.slip.account', { account: payment.account }),
        say('mail.slip.amount', { amount: mailRsd(data.amount, locale, { cents: true }) }),
        say('mail.slip.reference', { model: payment.reference.slice(0, 2), reference: payment.reference.slice(2) }),
        say('mail.ticketPayment.deadline', { due }),
      ],
      { label: say('mail.tickets.orderLink'), url: ticketOrderUrl(composition.links.appUrl, data.orderId) },
      { cid, alt: say('mail.ticketPayment.qrAlt'), caption: [say('mail.depositDue.qrCaption')], size: qrCodeSide(payment.ipsQr, IPS_PICTURE) },
    );
    return {
      to: buyer.email,
      subject: subjectLine(say('mail.ticketPayment.subject', facts)),
      html,
      text,
      locale,
      attachments: [{ filename: say('mail.ticketPayment.file'), contentType: 'image/png', content: (await qrCodePng(payment.ipsQr, IPS_PICTURE)).toString('base64'), cid }],
    };
  },
});

export const ticketTransferredMail = mailRule({
  name: 'ticket-transferred',
  eventType: 'TicketTransferred',
  compose: async ({ data }, composition): Promise<OutgoingMail | null> => {
    if (!data.to.email) return null;
    const locale = data.locale ?? DEFAULT_LOCALE;
    const say = mailWords(locale);
    const event = await eventOf(composition, data.eventId);
    const { pictures, attachments } = await ticketPictures(
      [{ ticketId: data.newTicketId, token: data.newToken, tierName: data.tierName, holder: data.to }],
      composition.links.appUrl,
      locale,
    );
    const facts = { event: event.title, club: event.club, night: formatNight(data.night), from: `${data.from.firstName} ${data.from.lastName}` };
    const { html, text } = mailLayout(
      locale,
      say('mail.ticketTransfer.heading'),
      [
        say('mail.dear', { name: data.to.firstName }),
        say('mail.ticketTransfer.intro', facts),
        event.start_time ? say('mail.tickets.start', { time: event.start_time }) : '',
        say('mail.tickets.atTheDoor', { count: 1 }),
      ].filter(Boolean),
      undefined,
      pictures,
    );
    return { to: data.to.email, subject: subjectLine(say('mail.ticketTransfer.subject', facts)), html, text, locale, attachments };
  },
});

const minutesBetween = (from: string, to: string) => Math.max(1, Math.round((Date.parse(to) - Date.parse(from)) / 60_000));

/**
 * 'Obavesti me' answered: tickets came back and are held for the first in line, all they asked for,
 * with the link that buys them; in the language they joined in.
 */
export const ticketOfferMail = mailRule({
  name: 'ticket-offer-guest',
  eventType: 'TicketOfferMade',
  async compose({ data: offer }, { links, db }) {
    const { rows } = await db.query<{ title: string; club: string }>(
      `SELECT coalesce(e.title, '') AS title, coalesce(v.name, '') AS club FROM event_listings e LEFT JOIN event_venues v ON v.club_id = e.club_id WHERE e.id = $1`,
      [offer.eventId],
    );
    const event = rows[0] ?? { title: '', club: '' };
    const locale = offer.locale ?? DEFAULT_LOCALE;
    const say = mailWords(locale);
    const night = formatNight(offer.night);
    const { html, text } = mailLayout(
      locale,
      say('mail.ticketOffer.heading'),
      [
        say('mail.dear', { name: offer.buyer.firstName }),
        say('mail.ticketOffer.offer', { quantity: offer.quantity, tier: offer.tierName, event: event.title, club: event.club, night }),
        say('mail.ticketOffer.held', { until: belgradeClockTime(offer.expiresAt), minutes: minutesBetween(offer.madeAt, offer.expiresAt) }),
      ],
      { label: say('mail.ticketOffer.buy'), url: ticketOfferUrl(links.appUrl, offer.token) },
    );
    return { to: offer.buyer.email, subject: subjectLine(say('mail.ticketOffer.subject', { event: event.title, night })), html, text, locale };
  },
});

/**
 * 'Obavesti me' again for an address that waits: whoever sent it was answered as for a new place, so
 * the address's owner learns it here (and that they keep their place), in the language they joined in.
 */
export const ticketWaitlistRepeatedMail = mailRule({
  name: 'ticket-waitlist-already-waiting',
  eventType: 'TicketWaitlistJoinRepeated',
  async compose({ data }, { db }) {
    const { rows } = await db.query<{ title: string }>(`SELECT coalesce(title, '') AS title FROM event_listings WHERE id = $1`, [data.eventId]);
    const event = rows[0]?.title ?? '';
    const locale = data.guest.locale ?? DEFAULT_LOCALE;
    const say = mailWords(locale);
    const night = formatNight(data.night);
    const { html, text } = mailLayout(locale, say('mail.ticketWaitlistRepeated.heading'), [
      say('mail.dear', { name: data.guest.firstName }),
      say('mail.ticketWaitlistRepeated.again', { tier: data.tierName, event, night, position: data.position }),
      say('mail.ticketWaitlistRepeated.next'),
    ]);
    return { to: data.guest.email, subject: subjectLine(say('mail.ticketWaitlistRepeated.subject', { event, night })), html, text, locale };
  },
});

/** A voided ticket's mail, as its holder cancelled it or as the venue took it back. */
interface VoidedTicketWords {
  heading: MessageId;
  subject: MessageId;
  intro: MessageId;
}
const CANCELLED_BY_HOLDER: VoidedTicketWords = { heading: 'mail.ticketCancelled.heading', subject: 'mail.ticketCancelled.subject', intro: 'mail.ticketCancelled.intro' };
const CANCELLED_BY_VENUE: VoidedTicketWords = {
  heading: 'mail.ticketRefundedByVenue.heading',
  subject: 'mail.ticketRefundedByVenue.subject',
  intro: 'mail.ticketRefundedByVenue.intro',
};

/** What the holder of a voided ticket reads: which ticket, that its code no longer works, and what is owed back to whom. */
async function voidedTicketMail(data: TicketRefundDue['data'], composition: MailComposition, words: VoidedTicketWords): Promise<OutgoingMail | null> {
  if (!data.holder.email) return null;
  const locale = data.locale ?? DEFAULT_LOCALE;
  const say = mailWords(locale);
  const event = await eventOf(composition, data.eventId);
  const facts = { event: event.title, club: event.club, night: formatNight(data.night), tier: data.tierName };
  const { html, text } = mailLayout(locale, say(words.heading), [
    say('mail.dear', { name: data.holder.firstName }),
    say(words.intro, facts),
    say(data.amount > 0 ? 'mail.ticketCancelled.refund' : 'mail.ticketCancelled.free', { amount: mailRsd(data.amount, locale) }),
  ]);
  return { to: data.holder.email, subject: subjectLine(say(words.subject, facts)), html, text, locale };
}

/** The holder cancelled their ticket ('Otkaži ulaznicu'), in the language of the page they cancelled on. */
export const ticketCancelledMail = mailRule({
  name: 'ticket-cancelled',
  eventType: 'TicketRefundDue',
  compose: ({ data }, composition) => (data.by === 'guest' ? voidedTicketMail(data, composition, CANCELLED_BY_HOLDER) : Promise.resolve(null)),
});

/** The venue took a ticket back ('Vrati ulaznicu'): its holder learns it before the door does, in the order's language. */
export const ticketRefundedByVenueMail = mailRule({
  name: 'ticket-refunded-holder',
  eventType: 'TicketRefundDue',
  compose: ({ data }, composition) => (data.by === 'venue' ? voidedTicketMail(data, composition, CANCELLED_BY_VENUE) : Promise.resolve(null)),
});

export const TICKET_MAIL_RULES: MailRule[] = [
  ticketOrderPaidMail,
  ticketOrderAwaitingPaymentMail,
  ticketTransferredMail,
  ticketOfferMail,
  ticketWaitlistRepeatedMail,
  ticketCancelledMail,
  ticketRefundedByVenueMail,
];
