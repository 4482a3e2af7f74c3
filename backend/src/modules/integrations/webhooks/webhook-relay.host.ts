import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type pg from 'pg';
import { APP_CONFIG, type AppConfig } from '../../../config/config';
import { PG_POOL } from '#platform/database/database.tokens';
import { connectRedis, type RedisConnection } from '#platform/redis/redis-connection';
import { systemContext } from '#platform/commands/command-context';
import { IntegrationHistory } from '../history/integration-history';
import { WebhookRelay } from './webhook-relay';

/**
 * Runs the webhook relay in every process that follows the feed (RUN_PROJECTIONS), beside the mail
 * relay, with a Redis connection of its own for BullMQ; it stops when the application closes.
 */
@Injectable()
export class WebhookRelayHost implements OnApplicationBootstrap, OnModuleDestroy {
  private relay: WebhookRelay | null = null;
  private redis: RedisConnection | null = null;

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly history: IntegrationHistory,
  ) {}

  async onApplicationBootstrap() {
    if (!this.config.runProjections) return;
    this.redis = await connectRedis(this.config.redisUrl);
    const queue = this.redis.client ? { connection: this.redis.client, prefix: queuePrefix(this.config) } : null;
    this.relay = new WebhookRelay(this.pool, this.config.integrations, queue, (disabled) =>
      this.history.record({ type: 'WebhookDisabled', data: disabled }, systemContext(randomUUID())),
    );
    this.relay.start();
  }

  async onModuleDestroy() {
    await this.relay?.stop();
    await this.redis?.close();
    this.relay = null;
    this.redis = null;
  }
}

/** The mail queue's namespace (app.ts): apps on different databases never share jobs. */
function queuePrefix(config: AppConfig): string {
  const database = config.databaseUrl ? new URL(config.databaseUrl).pathname.slice(1) : 'embedded';
  return `izlazak:${database || 'default'}`;
}
