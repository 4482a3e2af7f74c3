import { createPublicKey, verify } from 'node:crypto';
import { loadConfig, startupWarnings } from '../../config/config';
import { makeTestGoogleWalletAccount } from '../testing/wallet-certificates';
import { googleWalletConfigured, googleWalletSaveUrl } from './google-wallet-link';
import type { WalletTicket } from './wallet-ticket';

const ticket: WalletTicket = {
  token: 'pQ3vX8kz1Lr0aT7mWbN5cY2dE9fGhJ4sKuVo6iRe1wA',
  codeUrl: 'https://izlazak.rs/t/pQ3vX8kz1Lr0aT7mWbN5cY2dE9fGhJ4sKuVo6iRe1wA',
  eventId: 'c0ffee00-0000-4000-8000-000000000031',
  eventTitle: 'Doček 2027',
  venueName: 'Klub Ponoć',
  venueAddress: 'Karađorđeva 2, Beograd',
  night: '2026-12-31',
  startTime: '23:00',
  tierName: 'VIP',
  holderName: 'Jelena Đurić',
};

const account = makeTestGoogleWalletAccount();
const configured = loadConfig({ JWT_SECRET: 'x'.repeat(40), ...account.env });
const now = new Date('2026-12-20T18:00:00Z');

interface SaveClaims {
  payload: { eventTicketClasses: Record<string, unknown>[]; eventTicketObjects: (Record<string, unknown> & { classId: string })[] };
}

/** The link's JWT, its signature checked with the service account's public key. */
function savedJwt(url: string, publicKeyPem = account.publicKeyPem) {
  const jwt = url.slice('https://pay.google.com/gp/v/save/'.length);
  const [header, claims, signature] = jwt.split('.');
  const decoded = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
  return {
    header: decoded(header),
    claims: decoded(claims) as SaveClaims,
    signed: verify('RSA-SHA256', Buffer.from(`${header}.${claims}`), createPublicKey(publicKeyPem), Buffer.from(signature, 'base64url')),
  };
}

describe("A ticket's 'Save to Google Wallet' link", () => {
  it('is a pay.google.com save link whose JWT is signed RS256 by the service account', () => {
    const url = googleWalletSaveUrl(configured, ticket, now)!;
    expect(url).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
    const { header, claims, signed } = savedJwt(url);
    expect(header).toEqual({ alg: 'RS256', typ: 'JWT' });
    expect(signed).toBe(true);
    expect(claims).toMatchObject({ iss: account.env.GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL, aud: 'google', typ: 'savetowallet', iat: now.getTime() / 1000 });

    expect(savedJwt(url, makeTestGoogleWalletAccount().publicKeyPem).signed).toBe(false);
  });

  it("carries the ticket as an eventTicketObject of its event's class: the code URL as QR, the holder, the tier", () => {
    const { claims } = savedJwt(googleWalletSaveUrl(configured, ticket, now)!);
    const issuer = account.env.GOOGLE_WALLET_ISSUER_ID;
    const [eventClass] = claims.payload.eventTicketClasses;
    const [object] = claims.payload.eventTicketObjects;
    expect(object).toMatchObject({
      id: `${issuer}.${ticket.token}`,
      classId: `${issuer}.event-${ticket.eventId}`,
      state: 'ACTIVE',
      barcode: { type: 'QR_CODE', value: ticket.codeUrl },
      ticketHolderName: 'Jelena Đurić',
      ticketType: { defaultValue: { language: 'sr', value: 'VIP' } },
    });
    expect(eventClass).toMatchObject({
      id: object.classId,
      issuerName: 'Izlazak',
      reviewStatus: 'UNDER_REVIEW',
      eventName: { defaultValue: { language: 'sr', value: 'Doček 2027' } },
      venue: { name: { defaultValue: { value: 'Klub Ponoć' } }, address: { defaultValue: { value: 'Karađorđeva 2, Beograd' } } },
      dateTime: { start: '2026-12-31T23:00:00+01:00' },
    });
  });

  it("starts at Belgrade's own time and offset: summer's +02:00, after midnight the morning after", () => {
    const summer = savedJwt(googleWalletSaveUrl(configured, { ...ticket, night: '2026-07-17', startTime: '01:30' }, now)!);
    expect(summer.claims.payload.eventTicketClasses[0].dateTime).toEqual({ start: '2026-07-18T01:30:00+02:00' });
  });

  it('is not offered when the issuer or its service account is missing; a partial set is said at start-up', () => {
    expect(googleWalletConfigured(configured)).toBe(true);
    const none = loadConfig({ JWT_SECRET: 'x'.repeat(40) });
    expect(googleWalletConfigured(none)).toBe(false);
    expect(googleWalletSaveUrl(none, ticket)).toBeNull();

    const { GOOGLE_WALLET_ISSUER_ID: _issuer, ...withoutIssuer } = account.env;
    const partial = loadConfig({ JWT_SECRET: 'x'.repeat(40), ...withoutIssuer });
    expect(googleWalletSaveUrl(partial, ticket)).toBeNull();
    expect(startupWarnings(partial)).toEqual(["'Save to Google Wallet' links are off: GOOGLE_WALLET_ISSUER_ID not set"]);
  });

  it("takes the private key as a service account's JSON writes it, with \\n", () => {
    const escaped = loadConfig({
      JWT_SECRET: 'x'.repeat(40),
      ...account.env,
      GOOGLE_WALLET_PRIVATE_KEY_PEM: JSON.stringify(account.env.GOOGLE_WALLET_PRIVATE_KEY_PEM).slice(1, -1),
    });
    expect(savedJwt(googleWalletSaveUrl(escaped, ticket, now)!).signed).toBe(true);
  });
});
