import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * `Izlazak-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<event id>.<t>.<raw body>">`, one
 * v1 per active secret (two while a secret is being rotated). The id and the time are inside the
 * signed text, so a body cannot be replayed under another id or, past the tolerance, later.
 */
export function signatureOf(secret: string, eventId: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${eventId}.${timestamp}.${body}`).digest('hex');
}

export function signatureHeader(secrets: string[], eventId: string, timestamp: number, body: string): string {
  return [`t=${timestamp}`, ...secrets.map((secret) => `v1=${signatureOf(secret, eventId, timestamp, body)}`)].join(',');
}

/** What a receiver does (docs/integrations.md shows the same in plain Node). */
export function verifySignature(header: string, secret: string, eventId: string, body: string, options: { nowSeconds: number; toleranceSeconds: number }): boolean {
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(options.nowSeconds - timestamp) > options.toleranceSeconds) return false;
  const expected = Buffer.from(signatureOf(secret, eventId, timestamp, body), 'hex');
  return parts
    .filter(([key]) => key === 'v1')
    .some(([, value]) => {
      const given = Buffer.from(value ?? '', 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}
