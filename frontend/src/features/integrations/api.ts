import type {
  CreatedIntegrationKey,
  CreatedWebhook,
  IntegrationKeyInput,
  IntegrationKeyView,
  RedeliverInput,
  WebhookDeliveryView,
  WebhookInput,
  WebhookView,
} from '@izlazak/contracts';
import { api, LIST_ID } from '../../api/api';

/** The 'Integracije' screen: API keys, webhook endpoints and their delivery logs. */
export const integrationsApi = api.enhanceEndpoints({ addTagTypes: ['IntegrationKey', 'Webhook', 'WebhookDelivery'] }).injectEndpoints({
  endpoints: (build) => ({
    listIntegrationKeys: build.query<IntegrationKeyView[], void>({
      query: () => 'integrations/keys',
      providesTags: [{ type: 'IntegrationKey', id: LIST_ID }],
    }),
    createIntegrationKey: build.mutation<CreatedIntegrationKey, IntegrationKeyInput>({
      query: (body) => ({ url: 'integrations/keys', method: 'POST', body }),
      invalidatesTags: [{ type: 'IntegrationKey', id: LIST_ID }],
    }),
    revokeIntegrationKey: build.mutation<IntegrationKeyView, string>({
      query: (id) => ({ url: `integrations/keys/${encodeURIComponent(id)}`, method: 'DELETE' }),
      // Revoking a key also switches its webhooks off.
      invalidatesTags: [
        { type: 'IntegrationKey', id: LIST_ID },
        { type: 'Webhook', id: LIST_ID },
      ],
    }),
    listWebhooks: build.query<WebhookView[], void>({
      query: () => 'integrations/webhooks',
      providesTags: [{ type: 'Webhook', id: LIST_ID }],
    }),
    createWebhook: build.mutation<CreatedWebhook, WebhookInput>({
      query: (body) => ({ url: 'integrations/webhooks', method: 'POST', body }),
      invalidatesTags: [{ type: 'Webhook', id: LIST_ID }],
    }),
    deleteWebhook: build.mutation<{ _id: string }, string>({
      query: (id) => ({ url: `integrations/webhooks/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Webhook', id: LIST_ID }],
    }),
    rotateWebhookSecret: build.mutation<CreatedWebhook, string>({
      query: (id) => ({ url: `integrations/webhooks/${encodeURIComponent(id)}/rotate-secret`, method: 'POST' }),
    }),
    listDeliveries: build.query<WebhookDeliveryView[], string>({
      query: (id) => `integrations/webhooks/${encodeURIComponent(id)}/deliveries`,
      providesTags: (_result, _error, id) => [{ type: 'WebhookDelivery', id }],
    }),
    redeliver: build.mutation<{ queued: number }, { webhookId: string; which: RedeliverInput }>({
      query: ({ webhookId, which }) => ({ url: `integrations/webhooks/${encodeURIComponent(webhookId)}/redeliver`, method: 'POST', body: which }),
      invalidatesTags: (_result, _error, { webhookId }) => [
        { type: 'WebhookDelivery', id: webhookId },
        { type: 'Webhook', id: LIST_ID },
      ],
    }),
  }),
});

export const {
  useListIntegrationKeysQuery,
  useCreateIntegrationKeyMutation,
  useRevokeIntegrationKeyMutation,
  useListWebhooksQuery,
  useCreateWebhookMutation,
  useDeleteWebhookMutation,
  useRotateWebhookSecretMutation,
  useListDeliveriesQuery,
  useRedeliverMutation,
} = integrationsApi;
