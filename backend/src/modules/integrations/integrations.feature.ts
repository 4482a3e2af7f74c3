import { defineFeature } from '#platform/feature';
import { IntegrationsModule } from './integrations.module';
import { INTEGRATION_KEYS_MIGRATION } from './keys/integration-keys';
import { INTEGRATION_WEBHOOKS_MIGRATION, WEBHOOK_URL_ONCE_MIGRATION } from './webhooks/integration-webhooks';
import { webhookDispatcher } from './webhooks/webhook-dispatcher';

export const integrationsFeature = defineFeature({
  name: 'integrations',
  module: IntegrationsModule,
  projectors: [webhookDispatcher()],
  migrations: [INTEGRATION_KEYS_MIGRATION, INTEGRATION_WEBHOOKS_MIGRATION, WEBHOOK_URL_ONCE_MIGRATION],
});
