import { io, type Socket } from 'socket.io-client';
import { LIVE_EVENT, LIVE_PATH, LIVE_RESUME, laterPosition, type LiveMessage, type LiveReservationChange, type PositionText } from '@izlazak/contracts';

/**
 * A dashboard's live connection, as a test sees it: every message it was sent, and the position
 * it would resume from (advanced by pushes, and by `synced`/`refetch` once a resume is answered).
 */
export class LiveClient {
  readonly messages: LiveMessage[] = [];
  since: PositionText | null;
  private readonly socket: Socket;
  private readonly waiters = new Set<() => void>();
  private closed = false;

  constructor(baseUrl: string, token: string | null, since: PositionText | null = null) {
    this.since = since;
    this.socket = io(baseUrl, {
      path: LIVE_PATH,
      transports: ['websocket'],
      reconnection: false,
      auth: (send) => send({ token, ...(this.since ? { since: this.since } : {}) }),
    });
    this.socket.on(LIVE_EVENT, (message: LiveMessage) => {
      this.messages.push(message);
      if ('position' in message) this.since = laterPosition(this.since, message.position);
      if (message.type === 'resync') this.socket.emit(LIVE_RESUME, { since: this.since });
      this.waiters.forEach((wake) => wake());
    });
  }

  /** Resolves once connected and answered (refetch or synced); rejects with the server's refusal. */
  ready(timeoutMs = 10_000): Promise<LiveMessage> {
    return new Promise((resolve, reject) => {
      this.socket.once('connect_error', (error) => reject(error));
      this.next((message) => message.type === 'synced' || message.type === 'refetch', timeoutMs).then(resolve, reject);
    });
  }

  /** The first message (already received or still to come) that matches. */
  async next(matches: (message: LiveMessage) => boolean, timeoutMs = 10_000): Promise<LiveMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(matches);
      if (found) return found;
      if (this.closed) throw new Error('live client closed');
      if (Date.now() > deadline) throw new Error(`no such live message within ${timeoutMs} ms; got ${JSON.stringify(this.messages.map((m) => m.type))}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, 100);
        this.waiters.add(wake);
      });
    }
  }

  /** The pushes about one reservation, in the order they came. */
  changesOf(reservationId: string): LiveReservationChange[] {
    return this.messages.filter((m): m is LiveReservationChange => m.type === 'reservation' && m.reservation._id === reservationId);
  }

  pushOf(reservationId: string, timeoutMs?: number) {
    return this.next((m) => m.type === 'reservation' && m.reservation._id === reservationId, timeoutMs) as Promise<LiveReservationChange>;
  }

  get connected() {
    return this.socket.connected;
  }

  close() {
    this.closed = true;
    this.socket.disconnect();
    this.waiters.forEach((wake) => wake());
  }
}

/** Connects and waits for the server's first answer. */
export async function connectLive(baseUrl: string, token: string | null, since: PositionText | null = null): Promise<LiveClient> {
  const client = new LiveClient(baseUrl, token, since);
  try {
    await client.ready();
  } catch (error) {
    client.close(); // a refused socket keeps its connection to the server open otherwise
    throw error;
  }
  return client;
}
