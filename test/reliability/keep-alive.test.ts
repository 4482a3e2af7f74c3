import net from 'node:net';
import { loadConfig } from '../../backend/src/config/config';
import { startTestApp, type TestApp } from '../support/app';

/** A reverse proxy's kept connection to the app: raw HTTP/1.1 on one socket, as nginx's `keepalive` upstream holds it. */
class KeptConnection {
  private received = '';
  private closedAt: number | null = null;
  private readonly socket: net.Socket;

  constructor(port: number) {
    this.socket = net.connect(port, '127.0.0.1');
    this.socket.setEncoding('latin1');
    this.socket.on('data', (chunk: string) => (this.received += chunk));
    this.socket.on('close', () => (this.closedAt ??= Date.now()));
    this.socket.on('error', () => undefined);
  }

  /** Sends a GET and resolves with the answer's head once it is whole (the body of /api/health is small). */
  async get(route: string): Promise<string> {
    this.received = '';
    this.socket.write(`GET ${route} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: application/json\r\n\r\n`);
    for (let waited = 0; waited < 5_000 && !this.received.includes('\r\n\r\n'); waited += 20) await sleep(20);
    return this.received.split('\r\n\r\n')[0];
  }

  get closed(): boolean {
    return this.closedAt !== null;
  }

  destroy() {
    this.socket.destroy();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("Kept-alive connections outlast a reverse proxy's idle timeout", () => {
  let app: TestApp;
  let port: number;

  beforeAll(async () => {
    // 7 s: longer than Node's own 5 s, so the test tells the setting from the default.
    app = await startTestApp({ env: { HTTP_KEEP_ALIVE_TIMEOUT_MS: '7000' } });
    port = Number(new URL(app.baseUrl).port);
  });
  afterAll(() => app.stop());

  it('keeps 65 s by default, past the 60 s after which nginx and the usual load balancers drop an idle connection', () => {
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40) }).httpKeepAliveTimeoutMs).toBe(65_000);
  });

  it('tells the client how long it keeps the connection, keeps it that long, and closes it after', async () => {
    const connection = new KeptConnection(port);
    try {
      const head = await connection.get('/api/health');
      expect(head).toMatch(/^HTTP\/1\.1 200/);
      expect(head).toMatch(/\r\nKeep-Alive: timeout=7(\r\n|$)/im);

      await sleep(6_000);
      expect(connection.closed).toBe(false);
      expect(await connection.get('/api/health')).toMatch(/^HTTP\/1\.1 200/);

      await sleep(8_000);
      expect(connection.closed).toBe(true);
    } finally {
      connection.destroy();
    }
  }, 30_000);
});
