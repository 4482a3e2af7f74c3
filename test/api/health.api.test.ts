import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { freePort, startTestApp, type TestApp } from '../support/app';
import { apiClient, type Api } from '../support/http';

/** A Redis of our own on a free port, so stopping it leaves the machine's Redis alone. */
async function startRedis(port: number): Promise<ChildProcess> {
  const redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await accepts(port)) return redis;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  redis.kill('SIGKILL');
  throw new Error(`redis-server did not start on port ${port}`);
}

async function stopRedis(redis: ChildProcess) {
  if (redis.exitCode !== null) return;
  const exited = new Promise((resolve) => redis.once('exit', resolve));
  redis.kill('SIGKILL');
  await exited;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('Health: answers within a second, whatever is down', () => {
  let port: number;
  let redis: ChildProcess;
  let app: TestApp;
  let api: Api;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    app = await startTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
    api = apiClient(app.baseUrl);
  });
  afterAll(async () => {
    // Redis back first, so the mail queue can close cleanly.
    if (redis.exitCode !== null) redis = await startRedis(port);
    await app.stop();
    await stopRedis(redis);
  });

  it('answers 200 and says nothing is down while everything runs', async () => {
    await Promise.all(Array.from({ length: 20 }, () => api.get('/api/health'))); // warm, like a running server
    const response = await api.get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'ok', down: [], database: 'ok', redis: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 naming Redis within a second when Redis stops, and to a burst of callers', async () => {
    await stopRedis(redis);

    const started = Date.now();
    const first = await api.get('/api/health');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(first.status).toBe(503);

    // Twenty at once share one probe; the bound leaves room for a busy test machine serving them all.
    const burstStarted = Date.now();
    const burst = await Promise.all(Array.from({ length: 20 }, () => api.get('/api/health')));
    expect(Date.now() - burstStarted).toBeLessThan(2000);
    for (const response of burst) {
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({ status: 'degraded', down: ['redis'], database: 'ok', eventStore: { status: 'ok' } });
      expect(response.body.redis).toMatch(/^error: /);
    }

    // And still a second later, when a load balancer asks again.
    const again = Date.now();
    expect((await api.get('/api/health')).status).toBe(503);
    expect(Date.now() - again).toBeLessThan(1000);
  });

  it('reports Redis up again once it is back', async () => {
    redis = await startRedis(port);
    let response = await api.get('/api/health');
    for (let attempt = 0; attempt < 50 && response.status !== 200; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      response = await api.get('/api/health');
    }
    expect(response.status).toBe(200);
    expect(response.body.down).toEqual([]);
  });
});
