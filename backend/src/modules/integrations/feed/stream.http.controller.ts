import { Controller, Get, Headers, Inject, Query, Req, Res, type OnModuleDestroy } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { FEED_MAX_LIMIT, check, feedPosition, feedQuerySchema, type FeedQuery } from '@izlazak/contracts';
import { APP_CONFIG, type AppConfig } from '../../../config/config';
import { EVENT_STORE, type EventStore } from '#platform/event-store/event-store.port';
import { validBody } from '#platform/http/schema.pipe';
import { SerbianHttpException } from '#platform/http/api-exception.filter';
import { CurrentIntegrator, ForIntegrators } from '../keys/integrator.guard';
import { IntegrationKeys, type Integrator } from '../keys/integration-keys';
import { PublicFeed } from './public-feed';

/** A key revoked by another process closes its streams within this long. */
const KEY_RECHECK_MS = 5000;
const IDLE_POLL_MS = 1000;

@ApiTags('integrations')
@Controller('integrations/stream')
export class StreamHttpController implements OnModuleDestroy {
  /** Open streams end when the application closes: a server waits for its connections. */
  private readonly openStreams = new Set<() => void>();

  constructor(
    private readonly feed: PublicFeed,
    private readonly keys: IntegrationKeys,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleDestroy() {
    for (const close of this.openStreams) close();
  }

  /**
   * Server-Sent Events: the feed from `Last-Event-ID` (or `after`), then live. Each event's SSE
   * id is its position, so a reconnecting EventSource resumes exactly where it stopped.
   */
  @Get()
  @ForIntegrators()
  @ApiOperation({ summary: 'Javni događaji kao Server-Sent Events; nastavlja od zaglavlja Last-Event-ID' })
  @ApiQuery({ name: 'after', required: false })
  @ApiQuery({ name: 'types', required: false })
  async stream(
    @Query(validBody(feedQuerySchema)) query: FeedQuery,
    @Headers('last-event-id') lastEventId: string | undefined,
    @CurrentIntegrator() integrator: Integrator,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    let after = resumePoint(lastEventId) ?? query.after;
    response.status(200);
    response.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    response.setHeader('Cache-Control', 'no-cache, no-transform');
    response.setHeader('Connection', 'keep-alive');
    response.setHeader('X-Accel-Buffering', 'no');
    response.flushHeaders();
    response.write('retry: 2000\n\n');

    let open = true;
    let wake: () => void = () => undefined;
    const close = () => {
      open = false;
      wake();
    };
    request.on('close', close);
    this.openStreams.add(close);
    const stopRevocation = this.keys.onRevoked(integrator.keyId, close);
    const stopWatching = this.store.watchNewEvents(() => wake());
    const heartbeat = setInterval(() => response.write(': heartbeat\n\n'), this.config.integrations.sseHeartbeatMs);
    let keyCheckedAt = Date.now();
    try {
      while (open) {
        const page = await this.feed.page(integrator.scope, { after, limit: FEED_MAX_LIMIT, types: query.types });
        for (const event of page.events) {
          response.write(`id: ${event.position}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
        }
        const moved = page.next !== null && page.next !== after;
        after = page.next ?? after;
        if (Date.now() - keyCheckedAt > KEY_RECHECK_MS) {
          keyCheckedAt = Date.now();
          if (!(await this.keys.isLive(integrator.keyId))) break;
        }
        if (!moved)
          await new Promise<void>((resolve) => {
            wake = resolve;
            setTimeout(resolve, IDLE_POLL_MS);
          });
      }
    } finally {
      clearInterval(heartbeat);
      stopRevocation();
      await stopWatching();
      request.off('close', close);
      this.openStreams.delete(close);
      response.end();
    }
  }
}

/** A malformed Last-Event-ID is the client's bug: refused like a malformed `after`. */
function resumePoint(header: string | undefined): string | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  const result = check(header, feedPosition);
  if (result.errors) throw new SerbianHttpException({ statusCode: 400, message: result.errors[0].message, field: 'Last-Event-ID' });
  return result.value;
}
