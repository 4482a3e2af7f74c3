import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { INTEGRATION_MESSAGES, integrationKeySchema, type CreatedIntegrationKey, type IntegrationKeyInput, type IntegrationKeyView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { CurrentUser, Roles } from '#platform/auth/roles.decorator';
import { Command, type CommandContext } from '#platform/commands/command-context.decorator';
import { forbidden, notFound } from '#platform/commands/domain-errors';
import { EVENT_STORE, type EventStore } from '#platform/event-store/event-store.port';
import { validBody } from '#platform/http/schema.pipe';
import { IntegrationHistory } from '../history/integration-history';
import { IntegrationWebhooks } from '../webhooks/integration-webhooks';
import { IntegrationKeys, keyPrefixOf } from './integration-keys';
import { venueExists } from './venue-exists';
import { Idempotent } from '#platform/http/idempotency';

@ApiTags('integrations')
@Controller('integrations/keys')
export class IntegrationKeysHttpController {
  constructor(
    private readonly keys: IntegrationKeys,
    private readonly webhooks: IntegrationWebhooks,
    private readonly history: IntegrationHistory,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  @Post()
  @Idempotent()
  @HttpCode(201)
  @Roles('admin', 'manager')
  @ApiOperation({ summary: 'Novi API ključ (samo za čitanje): menadžer za svoj objekat, admin za bilo koji ili sve (clubId: null). Ključ se prikazuje samo sada.' })
  @ApiBody({ schema: { example: { name: 'Moj POS', clubId: null } } })
  async create(
    @Body(validBody(integrationKeySchema)) input: IntegrationKeyInput,
    @CurrentUser() caller: AuthenticatedUser,
    @Command() context: CommandContext,
  ): Promise<CreatedIntegrationKey> {
    if (caller.role !== 'admin' && (input.clubId === null || input.clubId !== caller.clubId)) throw forbidden();
    if (input.clubId !== null && !(await venueExists(this.store, input.clubId))) throw notFound(INTEGRATION_MESSAGES.venueNotFound);
    const created = await this.keys.create(input.name, input.clubId, caller);
    await this.history.record({ type: 'IntegrationKeyCreated', data: { keyId: created._id, clubId: input.clubId, name: input.name, prefix: keyPrefixOf(created.key) } }, context);
    return created;
  }

  @Get()
  @Roles('admin', 'manager')
  @ApiOperation({ summary: 'API ključevi: admin vidi sve, menadžer ključeve svog objekta' })
  list(@CurrentUser() caller: AuthenticatedUser): Promise<IntegrationKeyView[]> {
    return this.keys.listFor(caller);
  }

  @Delete(':id')
  @Roles('admin', 'manager')
  @ApiOperation({ summary: 'Opoziva ključ odmah; njegovi webhook-ovi se gase' })
  async revoke(@Param('id') keyId: string, @CurrentUser() caller: AuthenticatedUser, @Command() context: CommandContext): Promise<IntegrationKeyView> {
    const key = await this.keys.findManagedBy(caller, keyId);
    if (!key) throw notFound(INTEGRATION_MESSAGES.keyNotFound);
    if (await this.keys.revoke(key._id)) {
      await this.history.record({ type: 'IntegrationKeyRevoked', data: { keyId: key._id, clubId: key.clubId, name: key.name } }, context);
    }
    const reason = 'Ključ je opozvan';
    for (const webhook of await this.webhooks.disableAllOfKey(key._id, reason)) {
      await this.history.record({ type: 'WebhookDisabled', data: { webhookId: webhook._id, clubId: webhook.clubId, url: webhook.url, reason } }, context);
    }
    // The answer is the key's view: whether an admin made it is for the read scope only.
    const { createdByAdmin: _createdByAdmin, ...revoked } = (await this.keys.findManagedBy(caller, keyId))!;
    return revoked;
  }
}
