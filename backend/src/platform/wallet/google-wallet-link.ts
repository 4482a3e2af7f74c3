import { createSign } from 'node:crypto';
import { belgradeWallClock, eventTimes } from '@izlazak/contracts';
import type { AppConfig, GoogleWalletSettings } from '../../config/config';
import type { WalletTicket } from './wallet-ticket';

/** 'Save to Google Wallet' is offered only with an issuer and its service account configured (docs/tickets-wallet.md). */
export function googleWalletConfigured(config: Pick<AppConfig, 'wallet'>): boolean {
  return config.wallet.google !== null;
}

/**
 * The 'Save to Google Wallet' link of a ticket: https://pay.google.com/gp/v/save/<jwt>, the JWT
 * signed RS256 with the service account's key and carrying the ticket as an eventTicketObject
 * (and its event's class, which Google creates on the first save). Null when not configured.
 */
export function googleWalletSaveUrl(config: Pick<AppConfig, 'wallet'>, ticket: WalletTicket, now: Date = new Date()): string | null {
  const google = config.wallet.google;
  if (!google) return null;
  return `https://pay.google.com/gp/v/save/${signedJwt(google, saveClaims(google, ticket, now))}`;
}

/** The JWT's claims, as Google's 'Google Wallet API JWT' reference describes them. */
function saveClaims(google: GoogleWalletSettings, ticket: WalletTicket, now: Date) {
  const classId = walletId(google.issuerId, `event-${ticket.eventId}`);
  const { startsAt } = eventTimes(ticket.night, ticket.startTime, '');
  return {
    iss: google.serviceAccountEmail,
    aud: 'google',
    typ: 'savetowallet',
    iat: Math.floor(now.getTime() / 1000),
    payload: {
      eventTicketClasses: [
        {
          id: classId,
          issuerName: 'Izlazak',
          reviewStatus: 'UNDER_REVIEW',
          eventId: ticket.eventId.slice(0, 64),
          eventName: localized(ticket.eventTitle),
          venue: {
            name: localized(ticket.venueName),
            ...(ticket.venueAddress ? { address: localized(ticket.venueAddress) } : {}),
          },
          dateTime: { start: belgradeIso(startsAt) },
          hexBackgroundColor: '#12142a',
        },
      ],
      eventTicketObjects: [
        {
          id: walletId(google.issuerId, ticket.token),
          classId,
          state: 'ACTIVE',
          ticketHolderName: ticket.holderName,
          ticketType: localized(ticket.tierName),
          barcode: { type: 'QR_CODE', value: ticket.codeUrl },
          hexBackgroundColor: '#12142a',
        },
      ],
    },
  };
}

/** Names and titles are the venue's own words, in Serbian; Google writes its labels in the phone's language. */
function localized(value: string) {
  return { defaultValue: { language: 'sr', value } };
}

/** Google's ids are `<issuer id>.<suffix>`, the suffix of letters, digits, '.', '_' and '-' only. */
function walletId(issuerId: string, suffix: string): string {
  return `${issuerId}.${suffix.replace(/[^A-Za-z0-9._-]/g, '_')}`;
}

/** An instant as Belgrade's wall clock with its offset (2026-12-31T23:00:00+01:00): Google shows the event's own time. */
function belgradeIso(instant: Date): string {
  const { date, hour, minute } = belgradeWallClock(instant);
  const two = (value: number) => String(value).padStart(2, '0');
  const wallClock = `${date}T${two(hour)}:${two(minute)}:00`;
  // Belgrade is ahead of UTC by whole hours: one in winter, two in summer.
  const offsetHours = Math.round((Date.parse(`${wallClock}Z`) - instant.getTime()) / 3_600_000);
  return `${wallClock}+${two(offsetHours)}:00`;
}

function signedJwt(google: GoogleWalletSettings, claims: object): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode(claims)}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(google.privateKeyPem).toString('base64url');
  return `${unsigned}.${signature}`;
}
