import { createHmac, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@izlazak/contracts';

/**
 * Standard Webhooks (www.standardwebhooks.com, "Signature scheme"): `webhook-signature` is a
 * space-separated list of `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">`,
 * one per active secret (two while a secret is being rotated), keyed with the secret's bytes: the
 * base64 after `whsec_`. Off-the-shelf verifiers (`standardwebhooks`, `svix`) check it.
 */
export function standardWebhookHeaders(secrets: string[], messageId: string, timestamp: number, body: string): Record<string, string> {
  const signed = `${messageId}.${timestamp}.${body}`;
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => `v1,${createHmac('sha256', secretBytes(secret)).update(signed).digest('base64')}`).join(' '),
  };
}

/**
 * The secret's key bytes. Secrets issued before Standard Webhooks were base64url; Node reads both
 * alphabets, so those secrets sign the standard header too (with the same bytes).
 */
export function secretBytes(secret: string): Buffer {
  return Buffer.from(secret.startsWith(WEBHOOK_SECRET_PREFIX) ? secret.slice(WEBHOOK_SECRET_PREFIX.length) : secret, 'base64');
}

/**
 * The header Izlazak signed with before Standard Webhooks, still sent for receivers written
 * against it: `Izlazak-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<event id>.<t>.<body>">`,
 * keyed with the whole secret text, one v1 per active secret.
 */
export function legacySignatureHeader(secrets: string[], eventId: string, timestamp: number, body: string): string {
  return [`t=${timestamp}`, ...secrets.map((secret) => `v1=${legacySignatureOf(secret, eventId, timestamp, body)}`)].join(',');
}

function legacySignatureOf(secret: string, eventId: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${eventId}.${timestamp}.${body}`).digest('hex');
}

/** What a receiver of the legacy header does. */
export function verifyLegacySignature(header: string, secret: string, eventId: string, body: string, options: { nowSeconds: number; toleranceSeconds: number }): boolean {
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(options.nowSeconds - timestamp) > options.toleranceSeconds) return false;
  const expected = Buffer.from(legacySignatureOf(secret, eventId, timestamp, body), 'hex');
  return parts
    .filter(([key]) => key === 'v1')
    .some(([, value]) => {
      const given = Buffer.from(value ?? '', 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}
