import { Module } from '@nestjs/common';
import { FeedHttpController } from './feed/feed.http.controller';
import { PublicFeed } from './feed/public-feed';
import { StreamHttpController } from './feed/stream.http.controller';
import { IntegrationHistory } from './history/integration-history';
import { IntegrationKeys } from './keys/integration-keys';
import { IntegratorGuard } from './keys/integrator.guard';
import { IntegrationKeysHttpController } from './keys/keys.http.controller';
import { IntegrationWebhooks } from './webhooks/integration-webhooks';
import { WebhookRelayHost } from './webhooks/webhook-relay.host';
import { WebhooksHttpController } from './webhooks/webhooks.http.controller';

/**
 * Integrations: read-only API keys, the public event feed (paged and as Server-Sent Events) and
 * signed webhooks. Keys and endpoints are security state in plain tables; the feed is the event
 * store's own global feed, translated into public events (domain/public-events.ts).
 */
@Module({
  controllers: [IntegrationKeysHttpController, FeedHttpController, StreamHttpController, WebhooksHttpController],
  providers: [IntegrationKeys, IntegratorGuard, PublicFeed, IntegrationWebhooks, IntegrationHistory, WebhookRelayHost],
})
export class IntegrationsModule {}
