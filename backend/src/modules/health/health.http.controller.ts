import type { IncomingMessage, ServerResponse } from 'node:http';
import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { comparePositions, type GlobalPosition } from '#platform/event-store/event-store.port';
import { correlationIdFor } from '#platform/http/request-context';
import { KERNEL, type Kernel } from '#platform/kernel';
import { readCheckpoints } from '#platform/projections/checkpoints';
import { REDIS_HEALTH, type RedisHealth } from '#platform/redis/redis-health';

/** A load balancer calls every second: each check gets this long, then counts as down. */
const PROBE_TIMEOUT_MS = 800;
const LAG_COUNT_LIMIT = 1000;

interface HealthReport {
  healthy: boolean;
  body: {
    status: 'ok' | 'degraded';
    down: string[];
    database: string;
    eventStore: { adapter: 'eventstoredb' | 'postgres'; status: string };
    redis: string;
    projections: { name: string; lag: number; checkpoint: string | null }[];
  };
}

@ApiTags('health')
@Controller('health')
export class HealthHttpController {
  private probing: Promise<HealthReport> | null = null;

  constructor(
    @Inject(KERNEL) private readonly kernel: Kernel,
    @Inject(REDIS_HEALTH) private readonly redis: RedisHealth,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Stanje baze, skladišta događaja, Redisa i projekcija; 503 i spisak onoga što ne radi' })
  async health(@Res() res: ServerResponse) {
    await this.send(res);
  }

  /** For the front door: a load balancer's GET skips Express and Nest (other forms still reach `health`). */
  readonly answerEarly = (req: IncomingMessage, res: ServerResponse): false | Promise<boolean> => {
    if (req.method !== 'GET' || req.url !== '/api/health') return false;
    res.setHeader('x-correlation-id', correlationIdFor(req.headers['x-correlation-id']));
    return this.send(res).then(() => true);
  };

  private async send(res: ServerResponse) {
    const report = await this.report();
    const body = JSON.stringify(report.body);
    res.statusCode = report.healthy ? 200 : 503;
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.end(body);
  }

  /** Callers that arrive while a probe runs share it, so a burst of checks costs one probe. */
  private report(): Promise<HealthReport> {
    this.probing ??= this.probe().finally(() => {
      this.probing = null;
    });
    return this.probing;
  }

  private async probe(): Promise<HealthReport> {
    const head = this.kernel.store.headPosition();
    head.catch(() => undefined); // reported by the event store check
    const [database, eventStore, redis, projections] = await Promise.all([
      this.check(() => this.kernel.pool.query('SELECT 1')),
      this.check(() => head),
      this.redis.configured ? this.check(() => this.redis.ping()) : Promise.resolve('not configured'),
      this.projectionLag(head),
    ]);
    const down = [...(database === 'ok' ? [] : ['database']), ...(eventStore === 'ok' ? [] : ['eventStore']), ...(redis === 'ok' || redis === 'not configured' ? [] : ['redis'])];
    return {
      healthy: down.length === 0,
      body: {
        status: down.length === 0 ? 'ok' : 'degraded',
        down,
        database,
        eventStore: { adapter: this.kernel.config.eventStoreUrl ? 'eventstoredb' : 'postgres', status: eventStore },
        redis,
        projections,
      },
    };
  }

  private async check(probe: () => Promise<unknown>): Promise<string> {
    try {
      await withinTimeout(probe());
      return 'ok';
    } catch (error) {
      return `error: ${error instanceof Error ? error.message : String(error)}`;
    }
  }

  /**
   * How many domain events each projector still has to apply, counted up to a limit; a projector
   * at the head (read with the event store check) costs no read of the feed.
   */
  private async projectionLag(headRead: Promise<GlobalPosition | null>) {
    const lag = async () => {
      const [checkpoints, head] = await Promise.all([readCheckpoints(this.kernel.pool), headRead]);
      return Promise.all(
        this.kernel.projections.projectors.map(async ({ name }) => {
          const checkpoint = checkpoints.get(name) ?? null;
          return { name, lag: await this.eventsAfter(checkpoint, head), checkpoint: checkpoint ? `${checkpoint.commit}/${checkpoint.prepare}` : null };
        }),
      );
    };
    return withinTimeout(lag()).catch(() => []);
  }

  private async eventsAfter(checkpoint: GlobalPosition | null, head: GlobalPosition | null): Promise<number> {
    if (head === null || (checkpoint !== null && comparePositions(checkpoint, head) >= 0)) return 0;
    let count = 0;
    for await (const _ of this.kernel.store.readAll({ fromPosition: checkpoint ?? undefined, maxCount: LAG_COUNT_LIMIT })) count++;
    return count;
  }
}

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
