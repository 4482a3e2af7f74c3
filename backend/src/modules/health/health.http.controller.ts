import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Res } from '@nestjs/common';
import { KERNEL, type Kernel } from '../../platform/kernel';
import { readCheckpoints } from '../../platform/projections/checkpoints';
import { REDIS_HEALTH, type RedisHealth } from '../../platform/redis/redis-health';

const LAG_COUNT_LIMIT = 10_000;

@ApiTags('health')
@Controller('health')
export class HealthHttpController {
  constructor(
    @Inject(KERNEL) private readonly kernel: Kernel,
    @Inject(REDIS_HEALTH) private readonly redis: RedisHealth,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Stanje baze, skladišta događaja, Redisa i projekcija' })
  async health(@Res() res: Response) {
    const [database, eventStore, redis, projections] = await Promise.all([
      this.check(() => this.kernel.pool.query('SELECT 1')),
      this.check(() => this.kernel.store.headPosition()),
      this.redis.configured ? this.check(() => this.redis.ping()) : Promise.resolve('not configured'),
      this.projectionLag().catch(() => []),
    ]);
    const healthy = database === 'ok' && eventStore === 'ok' && (redis === 'ok' || redis === 'not configured');
    res.status(healthy ? 200 : 503).json({
      status: healthy ? 'ok' : 'degraded',
      database,
      eventStore: { adapter: this.kernel.config.eventStoreUrl ? 'eventstoredb' : 'postgres', status: eventStore },
      redis,
      projections,
    });
  }

  private async check(probe: () => Promise<unknown>): Promise<string> {
    try {
      await probe();
      return 'ok';
    } catch (error) {
      return `error: ${error instanceof Error ? error.message : String(error)}`;
    }
  }

  /** How many domain events each projector still has to apply (counted up to a limit). */
  private async projectionLag() {
    const checkpoints = await readCheckpoints(this.kernel.pool);
    return Promise.all(
      this.kernel.projections.projectors.map(async ({ name }) => {
        const checkpoint = checkpoints.get(name) ?? null;
        let lag = 0;
        for await (const _ of this.kernel.store.readAll({ fromPosition: checkpoint ?? undefined, maxCount: LAG_COUNT_LIMIT })) lag++;
        return { name, lag, checkpoint: checkpoint ? `${checkpoint.commit}/${checkpoint.prepare}` : null };
      }),
    );
  }
}
