import type { DomainEvent } from '#platform/commands/decider';

/**
 * What happened to keys and webhook endpoints, for the change history only: the keys and endpoints
 * themselves stay security state in plain tables (a revocation must hold on the very next request,
 * a secret must not live on in an append-only store), so these events carry no secret and nothing
 * reads them back to decide anything.
 */
export type IntegrationKeyCreated = DomainEvent<'IntegrationKeyCreated', { keyId: string; clubId: string | null; name: string; prefix: string }>;
export type IntegrationKeyRevoked = DomainEvent<'IntegrationKeyRevoked', { keyId: string; clubId: string | null; name: string }>;
export type WebhookRegistered = DomainEvent<'WebhookRegistered', { webhookId: string; keyId: string; clubId: string | null; url: string; types: string[] }>;
export type WebhookSecretRotated = DomainEvent<'WebhookSecretRotated', { webhookId: string; clubId: string | null; url: string }>;
export type WebhookDisabled = DomainEvent<'WebhookDisabled', { webhookId: string; clubId: string | null; url: string; reason: string }>;
export type WebhookDeleted = DomainEvent<'WebhookDeleted', { webhookId: string; clubId: string | null; url: string }>;

export type IntegrationEvent = IntegrationKeyCreated | IntegrationKeyRevoked | WebhookRegistered | WebhookSecretRotated | WebhookDisabled | WebhookDeleted;

export const integrationKeyStream = (keyId: string) => `integration-key-${keyId}`;
export const webhookStream = (webhookId: string) => `webhook-${webhookId}`;

export function streamOf(event: IntegrationEvent): string {
  return 'keyId' in event.data && !('webhookId' in event.data) ? integrationKeyStream(event.data.keyId) : webhookStream((event.data as { webhookId: string }).webhookId);
}
