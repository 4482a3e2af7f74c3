import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  INTEGRATION_MESSAGES,
  redeliverSchema,
  webhookSchema,
  type CreatedWebhook,
  type RedeliverInput,
  type WebhookDeliveryView,
  type WebhookInput,
  type WebhookView,
} from '@izlazak/contracts';
import { APP_CONFIG, type AppConfig } from '../../../config/config';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { badRequest, conflict, notFound } from '#platform/commands/domain-errors';
import { EVENT_STORE, type EventStore } from '#platform/event-store/event-store.port';
import { validBody } from '#platform/http/schema.pipe';
import { feedPositionFrom } from '../domain/public-events';
import { IntegrationHistory } from '../history/integration-history';
import { IntegrationKeys } from '../keys/integration-keys';
import { IntegrationWebhooks, UrlTakenError } from './integration-webhooks';
import { allowedAddresses } from './webhook-post';
import { Idempotent } from '#platform/http/idempotency';

@ApiTags('integrations')
@Controller('integrations/webhooks')
export class WebhooksHttpController {
  constructor(
    private readonly webhooks: IntegrationWebhooks,
    private readonly keys: IntegrationKeys,
    private readonly history: IntegrationHistory,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post()
  @Idempotent()
  @HttpCode(201)
  @Roles('admin', 'manager')
  @ApiOperation({ summary: 'Registruje webhook za ključ: https adresa, tipovi događaja; vidi objekte koje vidi ključ. Tajna se prikazuje samo sada.' })
  @ApiBody({ schema: { example: { url: 'https://primer.rs/izlazak', types: ['reservation.placed'], keyId: '…' } } })
  async register(@Body(validBody(webhookSchema)) input: WebhookInput, @CurrentUser() caller: AuthenticatedUser, @Command() context: CommandContext): Promise<CreatedWebhook> {
    const key = await this.keys.findManagedBy(caller, input.keyId);
    if (!key) throw notFound(INTEGRATION_MESSAGES.keyNotFound);
    if (key.revokedAt) throw conflict(INTEGRATION_MESSAGES.keyRevoked, 'keyId');
    const allowed = await allowedAddresses(new URL(input.url), this.config.integrations.webhooksAllowLoopback);
    if ('refusal' in allowed) throw badRequest(allowed.refusal === 'unresolvable' ? INTEGRATION_MESSAGES.urlUnresolvable : INTEGRATION_MESSAGES.urlNotAllowed, 'url');
    const startsAfter = await this.store.headPosition();
    const created = await this.webhooks.register({ url: input.url, types: input.types, keyId: key._id, clubId: key.clubId }, caller, startsAfter).catch((error: unknown) => {
      throw error instanceof UrlTakenError ? conflict(INTEGRATION_MESSAGES.urlTaken, 'url') : error;
    });
    await this.history.record({ type: 'WebhookRegistered', data: { webhookId: created._id, keyId: key._id, clubId: key.clubId, url: created.url, types: input.types } }, context);
    return { _id: created._id, secret: created.secret };
  }

  @Get()
  @Roles('admin', 'manager')
  @ApiOperation({ summary: 'Webhook-ovi: admin vidi sve, menadžer one za ključeve svog objekta' })
  list(@CurrentUser() caller: AuthenticatedUser): Promise<WebhookView[]> {
    return this.webhooks.listFor(caller);
  }

  @Delete(':id')
  @Roles('admin', 'manager')
  @ApiOperation({ summary: 'Briše webhook; isporuke koje čekaju se ne šalju' })
  async delete(@Param('id') webhookId: string, @CurrentUser() caller: AuthenticatedUser, @Command() context: CommandContext): Promise<{ _id: string }> {
    const webhook = await this.mine(caller, webhookId);
    await this.webhooks.delete(webhook._id);
    await this.history.record({ type: 'WebhookDeleted', data: { webhookId: webhook._id, clubId: webhook.clubId, url: webhook.url } }, context);
    return { _id: webhook._id };
  }

  @Post(':id/rotate-secret')
  @HttpCode(200)
  @Roles('admin', 'manager')
  @ApiOperation({ summary: 'Nova tajna; stara i dalje potpisuje isporuke 24 sata (dva v1 potpisa)' })
  async rotate(@Param('id') webhookId: string, @CurrentUser() caller: AuthenticatedUser, @Command() context: CommandContext): Promise<CreatedWebhook> {
    const webhook = await this.mine(caller, webhookId);
    const rotated = await this.webhooks.rotateSecret(webhook._id);
    await this.history.record({ type: 'WebhookSecretRotated', data: { webhookId: webhook._id, clubId: webhook.clubId, url: webhook.url } }, context);
    return rotated;
  }

  @Get(':id/deliveries')
  @Roles('admin', 'manager')
  @ApiOperation({ summary: 'Dnevnik isporuka (najnovije prvo) sa svakim pokušajem: vreme, status, trajanje, deo odgovora' })
  async deliveries(@Param('id') webhookId: string, @CurrentUser() caller: AuthenticatedUser): Promise<WebhookDeliveryView[]> {
    const webhook = await this.mine(caller, webhookId);
    return this.webhooks.deliveries(webhook._id);
  }

  @Post(':id/redeliver')
  @HttpCode(202)
  @Roles('admin', 'manager')
  @ApiOperation({ summary: 'Ponovo šalje jednu isporuku ({ deliveryId }) ili sve neuspele posle pozicije ({ afterPosition })' })
  async redeliver(@Param('id') webhookId: string, @Body(validBody(redeliverSchema)) input: RedeliverInput, @CurrentUser() caller: AuthenticatedUser): Promise<{ queued: number }> {
    const webhook = await this.mine(caller, webhookId);
    if ('deliveryId' in input) {
      if (!(await this.webhooks.deliveryExists(webhook._id, input.deliveryId))) throw notFound(INTEGRATION_MESSAGES.deliveryNotFound);
      return { queued: await this.webhooks.redeliver(webhook._id, { deliveryId: input.deliveryId }) };
    }
    return { queued: await this.webhooks.redeliver(webhook._id, { after: feedPositionFrom(input.afterPosition) }) };
  }

  private async mine(caller: AuthenticatedUser, webhookId: string): Promise<WebhookView> {
    const webhook = await this.webhooks.findManagedBy(caller, webhookId);
    if (!webhook) throw notFound(INTEGRATION_MESSAGES.webhookNotFound);
    return webhook;
  }
}
