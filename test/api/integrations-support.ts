import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PublicEvent } from '@izlazak/contracts';
import type { Api } from '../support/http';
import { addDays, tonight } from '../../backend/src/modules/events/domain/venue-night';

/** The venue night `days` after tonight's in Belgrade (before 06:00 tonight is still last night), as the reservation form sends it (dd.MM.yyyy). */
export function nightInDays(days: number): string {
  const [year, month, day] = addDays(tonight(new Date()), days).split('-');
  return `${day}.${month}.${year}`;
}

export function guestBody(clubId: string, tableId: string, date: string, n: number) {
  return { clubId, tableId, date, persons: 2, firstName: 'Gost', lastName: `Broj${n}`, phone: '+381 64 555 0000', email: `gost${n}@integracije.test` };
}

export async function placeReservation(api: Api, body: ReturnType<typeof guestBody>, token?: string): Promise<string> {
  const placed = await api.post('/api/reservations', body, token);
  if (placed.status !== 201) throw new Error(`placement failed: ${placed.status} ${JSON.stringify(placed.body)}`);
  return placed.body._id;
}

export function positionOf(text: string): [bigint, bigint] {
  const [commit, prepare] = text.split('-').map(BigInt);
  return [commit, prepare];
}

export function isAfter(a: string, b: string): boolean {
  const [ac, ap] = positionOf(a);
  const [bc, bp] = positionOf(b);
  return ac > bc || (ac === bc && ap > bp);
}

export async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** An EventSource-like reader: collects each SSE event, remembers the last id, can be dropped. */
export function sseClient(baseUrl: string, key: string, options: { lastEventId?: string; query?: string } = {}) {
  const controller = new AbortController();
  const events: PublicEvent[] = [];
  const ids: string[] = [];
  let comments = 0;
  let status = 0;
  let ended = false;
  const headers: Record<string, string> = { authorization: `Bearer ${key}`, accept: 'text/event-stream' };
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
  const done = (async () => {
    try {
      const response = await fetch(`${baseUrl}/api/integrations/stream${options.query ?? ''}`, { headers, signal: controller.signal });
      status = response.status;
      if (!response.body) return;
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = frame.split('\n');
          if (lines.every((line) => line.startsWith(':'))) comments++;
          const id = lines.find((line) => line.startsWith('id: '))?.slice(4);
          const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
          if (id && data) {
            ids.push(id);
            events.push(JSON.parse(data));
          }
        }
      }
    } catch {
      // dropped on purpose
    } finally {
      ended = true;
    }
  })();
  return {
    events,
    get lastId() {
      return ids[ids.length - 1];
    },
    get status() {
      return status;
    },
    get ended() {
      return ended;
    },
    get heartbeats() {
      return comments;
    },
    async drop() {
      controller.abort();
      await done;
    },
  };
}

export interface ReceivedDelivery {
  headers: http.IncomingHttpHeaders;
  body: string;
  answered: number;
}

/** A webhook receiver on loopback whose answer to each request the test decides. */
export async function webhookReceiver(answer: (delivery: { headers: http.IncomingHttpHeaders; body: string }, index: number) => number | 'hang') {
  const received: ReceivedDelivery[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const delivery = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      const status = answer(delivery, received.length);
      received.push({ ...delivery, answered: status === 'hang' ? 0 : status });
      if (status === 'hang') {
        hanging.add(res);
        return;
      }
      res.writeHead(status, { 'content-type': 'text/plain' }).end(`odgovor ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/izlazak`,
    received,
    /** Event ids answered with a 2xx. */
    accepted: () => received.filter((delivery) => delivery.answered >= 200 && delivery.answered < 300).map((delivery) => JSON.parse(delivery.body).id as string),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
