import type { Locale } from '@izlazak/contracts';

/**
 * One ticket as a wallet shows it: what the tickets module hands to appleWalletPass and
 * googleWalletSaveUrl. Plain values, so this folder knows nothing of orders or tiers.
 */
export interface WalletTicket {
  /** The ticket's token: the pass's serial number and the Google object's id; a new token (a transfer) is a new pass. */
  token: string;
  /** APP_URL/t/<token>: what the door scans, the QR code of both passes. */
  codeUrl: string;
  /** Groups a night's tickets in the wallet (Apple's groupingIdentifier, Google's class). */
  eventId: string;
  eventTitle: string;
  venueName: string;
  venueAddress?: string;
  /** The venue's night, yyyy-MM-dd: shown dd.MM.yyyy. */
  night: string;
  /** HH:mm in Europe/Belgrade; before 06:00 it is the morning after the night's date. */
  startTime: string;
  tierName: string;
  holderName: string;
  /** The labels' language: the one the order was placed in (sr-Latn when left out). */
  locale?: Locale;
}
