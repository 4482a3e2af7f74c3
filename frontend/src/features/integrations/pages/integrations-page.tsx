import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { PUBLIC_EVENT_TYPE_LABELS, type IntegrationKeyView, type WebhookView } from '@izlazak/contracts';
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

  const venueName = (clubId: string | null) => (clubId === null ? 'Svi objekti' : (venues.data?.find((venue) => venue._id === clubId)?.name ?? '—'));
  const keyName = (keyId: string) => keys.data?.find((key) => key._id === keyId)?.name ?? '—';

  async function confirm() {
    try {
      if (dialog.kind === 'revoke') {
        await revokeKey(dialog.key._id).unwrap();
        notifySuccess('Ključ je opozvan');
      }
      if (dialog.kind === 'delete') {
        await deleteWebhook(dialog.webhook._id).unwrap();
        notifySuccess('Webhook je obrisan');
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
    if (rotated) setShown({ title: 'Nova tajna webhook-a (stara važi još 24 sata)', value: rotated.secret });
  }

  return (
    <DashboardPage title="Integracije" subtitle="API ključevi za čitanje događaja, SSE i webhook-ovi. Uputstvo: docs/integrations.md">
      <div className="integrations-actions">
        <Button onClick={() => setDialog({ kind: 'new-key' })}>Novi ključ</Button>
        <Button variant="outline-primary" onClick={() => setDialog({ kind: 'new-webhook' })}>
          Novi webhook
        </Button>
      </div>

      <ListCard
        title="API ključevi"
        query={keys}
        unavailable="Ključevi trenutno nisu dostupni."
        empty={<EmptyState>Još nema API ključeva.</EmptyState>}
        columns={['Naziv', 'Objekat', 'Ključ', 'Napravljen', 'Poslednja upotreba', 'Status', { label: 'Akcija', className: 'text-end' }]}
        row={(key) => (
          <tr key={key._id} data-testid="key-row">
            <td className="fw-semibold">{key.name}</td>
            <td>{venueName(key.clubId)}</td>
            <td>
              <code>{key.prefix}…</code>
            </td>
            <td>{formatDateTime(key.createdAt)}</td>
            <td>{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : '—'}</td>
            <td>{key.revokedAt ? `Opozvan ${formatDateTime(key.revokedAt)}` : 'Aktivan'}</td>
            <td className="text-end">
              {!key.revokedAt && (
                <Button size="sm" variant="outline-danger" onClick={() => setDialog({ kind: 'revoke', key })}>
                  Opozovi
                </Button>
              )}
            </td>
          </tr>
        )}
      />

      <ListCard
        title="Webhook-ovi"
        query={webhooks}
        unavailable="Webhook-ovi trenutno nisu dostupni."
        empty={<EmptyState>Još nema webhook-ova.</EmptyState>}
        columns={['Adresa', 'Događaji', 'Ključ', 'Status', { label: 'Akcije', className: 'text-end' }]}
        row={(webhook) => (
          <tr key={webhook._id} data-testid="webhook-row">
            <td className="integrations-url">{webhook.url}</td>
            <td>{webhook.types.map((type) => PUBLIC_EVENT_TYPE_LABELS[type]).join(', ')}</td>
            <td>{keyName(webhook.keyId)}</td>
            <td>{webhook.status === 'active' ? 'Aktivan' : `Isključen${webhook.disabledReason ? `: ${webhook.disabledReason}` : ''}`}</td>
            <td className="text-end text-nowrap">
              <Button size="sm" variant="outline-primary" className="me-1" onClick={() => setDialog({ kind: 'deliveries', webhook })}>
                Isporuke
              </Button>
              <Button size="sm" variant="outline-secondary" className="me-1" onClick={() => void rotate(webhook)}>
                Nova tajna
              </Button>
              <Button size="sm" variant="outline-danger" onClick={() => setDialog({ kind: 'delete', webhook })}>
                Obriši
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
          setShown({ title: 'Vaš novi API ključ', value: key });
        }}
      />
      <WebhookModal
        show={dialog.kind === 'new-webhook'}
        keys={keys.data ?? []}
        onClose={close}
        onCreated={(secret) => {
          close();
          setShown({ title: 'Tajna za proveru potpisa webhook-a', value: secret });
        }}
      />
      <DeliveriesModal webhook={dialog.kind === 'deliveries' ? dialog.webhook : null} onClose={close} />
      <ConfirmDialog
        show={dialog.kind === 'revoke' || dialog.kind === 'delete'}
        title={dialog.kind === 'revoke' ? 'Opoziv ključa' : 'Potvrda brisanja'}
        subject={
          dialog.kind === 'revoke' ? (
            <strong>ključ „{dialog.key.name}“ (njegovi webhook-ovi se gase)</strong>
          ) : dialog.kind === 'delete' ? (
            <strong>webhook {dialog.webhook.url}</strong>
          ) : (
            ''
          )
        }
        confirmLabel={dialog.kind === 'revoke' ? 'Opozovi' : 'Obriši'}
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
