import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { PUBLIC_EVENT_TYPE_MESSAGES, type IntegrationKeyView, type WebhookView } from '@izlazak/contracts';
import { useGetVenueNamesQuery } from '../../../api/shared-lookups';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataCard, QueryTable, type QueryTableProps } from '../../../components/data-table';
import { DashboardPage } from '../../../components/dashboard-page';
import { EmptyState } from '../../../components/empty-state';
import { notifySuccess } from '../../../components/notify';
import { formatDateTime } from '../../../lib/dates';
import { useDeleteWebhookMutation, useListIntegrationKeysQuery, useListWebhooksQuery, useRevokeIntegrationKeyMutation, useRotateWebhookSecretMutation } from '../api';
import { DeliveriesModal } from '../components/deliveries-modal';
import { KeyModal } from '../components/key-modal';
import { ShownOnce } from '../components/shown-once';
import { WebhookModal } from '../components/webhook-modal';
import '../integrations.css';
import { useMessages } from '../../../lib/locale';

type Dialog =
  | { kind: 'none' }
  | { kind: 'new-key' }
  | { kind: 'new-webhook' }
  | { kind: 'revoke'; key: IntegrationKeyView }
  | { kind: 'delete'; webhook: WebhookView }
  | { kind: 'deliveries'; webhook: WebhookView };

/** Integracije: API keys (shown once), webhook endpoints (secret shown once) and their delivery logs. */
export function IntegrationsPage() {
  const keys = useListIntegrationKeysQuery();
  const webhooks = useListWebhooksQuery();
  const venues = useGetVenueNamesQuery(undefined);
  const [revokeKey, revoking] = useRevokeIntegrationKeyMutation();
  const [deleteWebhook, deleting] = useDeleteWebhookMutation();
  const [rotateSecret] = useRotateWebhookSecretMutation();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const [shown, setShown] = useState<{ title: string; value: string } | null>(null);
  const close = () => setDialog({ kind: 'none' });
  const t = useMessages();

  const venueName = (clubId: string | null) => (clubId === null ? t('history.allVenues') : (venues.data?.find((venue) => venue._id === clubId)?.name ?? '—'));
  const keyName = (keyId: string) => keys.data?.find((key) => key._id === keyId)?.name ?? '—';

  async function confirm() {
    try {
      if (dialog.kind === 'revoke') {
        await revokeKey(dialog.key._id).unwrap();
        notifySuccess(t('integrations.keyRevoked'));
      }
      if (dialog.kind === 'delete') {
        await deleteWebhook(dialog.webhook._id).unwrap();
        notifySuccess(t('integrations.webhookDeleted'));
      }
      close();
    } catch {
      // the base query has shown the server's message
    }
  }

  async function rotate(webhook: WebhookView) {
    const rotated = await rotateSecret(webhook._id)
      .unwrap()
      .catch(() => null);
    if (rotated) setShown({ title: t('integrations.rotatedSecret'), value: rotated.secret });
  }

  return (
    <DashboardPage title={t('dashboard.nav.integrations')} subtitle={t('integrations.subtitle')}>
      <div className="integrations-actions">
        <Button onClick={() => setDialog({ kind: 'new-key' })}>{t('integrations.newKey')}</Button>
        <Button variant="outline-primary" onClick={() => setDialog({ kind: 'new-webhook' })}>
          {t('integrations.newWebhook')}
        </Button>
      </div>

      <ListCard
        title={t('integrations.keys')}
        query={keys}
        unavailable={t('integrations.keysUnavailable')}
        empty={<EmptyState>{t('integrations.noKeys')}</EmptyState>}
        columns={[
          t('integrations.name'),
          t('common.venue'),
          t('integrations.key'),
          t('integrations.created'),
          t('integrations.lastUsed'),
          t('users.status'),
          { label: t('integrations.action'), className: 'text-end' },
        ]}
        row={(key) => (
          <tr key={key._id} data-testid="key-row">
            <td className="fw-semibold">{key.name}</td>
            <td>{venueName(key.clubId)}</td>
            <td>
              <code>{key.prefix}…</code>
            </td>
            <td>{formatDateTime(key.createdAt)}</td>
            <td>{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : '—'}</td>
            <td>{key.revokedAt ? t('integrations.revokedAt', { at: formatDateTime(key.revokedAt) }) : t('users.active')}</td>
            <td className="text-end">
              {!key.revokedAt && (
                <Button size="sm" variant="outline-danger" onClick={() => setDialog({ kind: 'revoke', key })}>
                  {t('integrations.revoke')}
                </Button>
              )}
            </td>
          </tr>
        )}
      />

      <ListCard
        title={t('integrations.webhooks')}
        query={webhooks}
        unavailable={t('integrations.webhooksUnavailable')}
        empty={<EmptyState>{t('integrations.noWebhooks')}</EmptyState>}
        columns={[t('integrations.url'), t('dashboard.nav.events'), t('integrations.key'), t('users.status'), { label: t('common.actions'), className: 'text-end' }]}
        row={(webhook) => (
          <tr key={webhook._id} data-testid="webhook-row">
            <td className="integrations-url">{webhook.url}</td>
            <td>{webhook.types.map((type) => t(PUBLIC_EVENT_TYPE_MESSAGES[type])).join(', ')}</td>
            <td>{keyName(webhook.keyId)}</td>
            <td>
              {webhook.status === 'active'
                ? t('users.active')
                : webhook.disabledReason
                  ? t('integrations.disabledBecause', { reason: webhook.disabledReason })
                  : t('integrations.disabled')}
            </td>
            <td className="text-end text-nowrap">
              <Button size="sm" variant="outline-primary" className="me-1" onClick={() => setDialog({ kind: 'deliveries', webhook })}>
                {t('integrations.deliveries')}
              </Button>
              <Button size="sm" variant="outline-secondary" className="me-1" onClick={() => void rotate(webhook)}>
                {t('integrations.newSecret')}
              </Button>
              <Button size="sm" variant="outline-danger" onClick={() => setDialog({ kind: 'delete', webhook })}>
                {t('common.delete')}
              </Button>
            </td>
          </tr>
        )}
      />

      <KeyModal
        show={dialog.kind === 'new-key'}
        onClose={close}
        onCreated={(key) => {
          close();
          setShown({ title: t('integrations.yourNewKey'), value: key });
        }}
      />
      <WebhookModal
        show={dialog.kind === 'new-webhook'}
        keys={keys.data ?? []}
        onClose={close}
        onCreated={(secret) => {
          close();
          setShown({ title: t('integrations.webhookSecret'), value: secret });
        }}
      />
      <DeliveriesModal webhook={dialog.kind === 'deliveries' ? dialog.webhook : null} onClose={close} />
      <ConfirmDialog
        show={dialog.kind === 'revoke' || dialog.kind === 'delete'}
        title={t(dialog.kind === 'revoke' ? 'integrations.revokeTitle' : 'common.deleteTitle')}
        subject={
          dialog.kind === 'revoke' ? (
            <strong>{t('integrations.revokeSubject', { name: dialog.key.name })}</strong>
          ) : dialog.kind === 'delete' ? (
            <strong>{t('integrations.webhookSubject', { url: dialog.webhook.url })}</strong>
          ) : (
            ''
          )
        }
        confirmLabel={t(dialog.kind === 'revoke' ? 'integrations.revoke' : 'common.delete')}
        busy={revoking.isLoading || deleting.isLoading}
        onConfirm={() => void confirm()}
        onCancel={close}
      />
      <ShownOnce title={shown?.title ?? ''} value={shown?.value ?? null} onClose={() => setShown(null)} />
    </DashboardPage>
  );
}

/** A whole list in its card, titled and counted, as a table. */
function ListCard<Row>({ title, ...table }: { title: string } & Omit<QueryTableProps<Row>, 'label' | 'skeleton'>) {
  return (
    <DataCard title={title} total={table.query.data?.length} page={1} totalPages={1} onPageChange={() => undefined}>
      <QueryTable label={title} skeleton={{ rows: 3, columns: 5 }} {...table} />
    </DataCard>
  );
}
