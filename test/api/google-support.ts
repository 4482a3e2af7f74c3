import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEEKDAYS } from '@izlazak/contracts';
import type { Api, ApiResponse } from '../support/http';

export const GOOGLE_USER = 'google-rwg';
export const GOOGLE_PASSWORD = 'tajna-lozinka-za-google';

/** Google's call: Basic credentials as set in its Partner Portal, JSON as in its samples. */
export function googleCaller(api: Api, user = GOOGLE_USER, password = GOOGLE_PASSWORD) {
  const authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  return (method: string, path: string, body?: unknown): Promise<ApiResponse> =>
    api.request(method, `/api/google/v3/${path}`, { headers: { authorization }, ...(body === undefined ? {} : { body }) });
}

/** A Belgrade wall-clock time as Unix seconds, worked out here from the zone's own offset (not the server's code). */
export function belgradeSeconds(date: string, time: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  const shown = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Belgrade', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', day: '2-digit' }).formatToParts(
    new Date(guess),
  );
  const part = (type: string) => Number(shown.find((p) => p.type === type)!.value);
  const offsetMinutes = (part('day') !== d ? 24 * 60 : 0) + part('hour') * 60 + part('minute') - (hh * 60 + mm);
  return (guess - offsetMinutes * 60_000) / 1000;
}

/** The calendar day `days` after today in Belgrade. */
export function nightIn(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Belgrade' }).format(new Date(Date.now() - 6 * 3_600_000));
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Every night from 22:00 to 04:00: Google's slot for a night is 22:00 Belgrade time, 6 hours long. */
export async function openTenToFour(api: Api, adminToken: string, clubId: string) {
  const workingHours = WEEKDAYS.map((day) => ({ day, from: '22:00', to: '04:00', closed: false, alwaysOpen: false }));
  const saved = await api.put('/api/club/updateWorkingHours', { clubId, workingHours }, adminToken);
  expect(saved.status).toBe(200);
}

export const SLOT_HOURS = 6;
export const slotOf = (night: string) => ({ start_sec: String(belgradeSeconds(night, '22:00')), duration_sec: String(SLOT_HOURS * 3600) });

/** A CreateBooking body shaped as Google's dining sample, for `merchant` and `night`. */
export function createBookingBody(merchant: string, night: string, partySize: number, token: string, userId = '1111111111111111111') {
  return {
    idempotency_token: token,
    payment_information: { prepayment_status: 'PREPAYMENT_NOT_PROVIDED' },
    slot: { confirmation_mode: 'CONFIRMATION_MODE_ASYNCHRONOUS', ...slotOf(night), merchant_id: merchant, resources: { party_size: partySize }, service_id: 'table' },
    user_information: { email: 'john.smith@gmail.com', family_name: 'Smith', given_name: 'John', telephone: '+12091111111', user_id: userId },
  };
}

export interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  body: any;
}

/** Stands in for Google's booking notification API: records each request; answers `failFirst` of them with 503. */
export async function notificationReceiver(failFirst = 0) {
  const received: Received[] = [];
  let failures = failFirst;
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      if (failures > 0) {
        failures--;
        response.writeHead(503).end();
        return;
      }
      received.push({ method: request.method!, url: request.url!, authorization: request.headers.authorization, body: text ? JSON.parse(text) : null });
      response.writeHead(200, { 'content-type': 'application/json' }).end(text || '{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    failNext(count: number) {
      failures = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function until<T>(find: () => T | undefined | null | false, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() > deadline) throw new Error('nothing came in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
