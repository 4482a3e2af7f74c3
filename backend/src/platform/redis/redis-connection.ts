import Redis from 'ioredis';
import type { RedisHealth } from './redis-health';

export interface RedisConnection {
  client: Redis | null;
  health: RedisHealth;
  close(): Promise<void>;
}

/** With REDIS_URL unset there is no Redis: jobs run in-process and Socket.IO stays local. */
export async function connectRedis(url: string | undefined): Promise<RedisConnection> {
  if (!url) return { client: null, health: { configured: false, ping: () => Promise.resolve('not configured') }, close: () => Promise.resolve() };
  const client = new Redis(url, { maxRetriesPerRequest: null, lazyConnect: true });
  client.on('error', () => undefined); // reconnects on its own; health reports the outage
  await client.connect();
  return {
    client,
    // Commands wait for a reconnect (maxRetriesPerRequest: null), so a ping while down would hang.
    health: { configured: true, ping: () => (client.status === 'ready' ? client.ping() : Promise.reject(new Error(`Redis is ${client.status}`))) },
    close: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
