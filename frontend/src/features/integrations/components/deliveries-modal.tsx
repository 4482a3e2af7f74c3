import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { DELIVERY_STATUS_LABELS, FEED_POSITION_PATTERN, PUBLIC_EVENT_TYPE_LABELS, type WebhookView } from '@izlazak/contracts';
import { QueryTable } from '../../../components/data-table';
import { Modal } from '../../../components/modal';
import { notifyError, notifySuccess } from '../../../components/notify';
import { formatDateTime } from '../../../lib/dates';
import { useListDeliveriesQuery, useRedeliverMutation } from '../api';

/** The delivery log of one endpoint: every attempt, resend one, or resend every failed one since a position. */
export function DeliveriesModal({ webhook, onClose }: { webhook: WebhookView | null; onClose: () => void }) {
  const deliveries = useListDeliveriesQuery(webhook?._id ?? '', { skip: !webhook, pollingInterval: 5000 });
  const [redeliver, { isLoading }] = useRedeliverMutation();
  const [afterPosition, setAfterPosition] = useState('');

  async function resend(which: { deliveryId: string } | { afterPosition: string }) {
    if (!webhook) return;
    try {
      const { queued } = await redeliver({ webhookId: webhook._id, which }).unwrap();
      notifySuccess(queued === 1 ? 'Isporuka je ponovo poslata' : `Ponovo poslato isporuka: ${queued}`);
    } catch {
      // the base query has shown the server's message
    }
  }

  function resendFailed() {
    if (!FEED_POSITION_PATTERN.test(afterPosition.trim())) return notifyError('Pozicija nije ispravna (očekuje se <commit>-<prepare>)');
    void resend({ afterPosition: afterPosition.trim() });
  }

  return (
    <Modal show={webhook !== null} title={`Isporuke: ${webhook?.url ?? ''}`} onClose={onClose} size="xl">
      <div className="integrations-resend">
        <Form.Control size="sm" placeholder="Pozicija, npr. 1043-877" value={afterPosition} onChange={(e) => setAfterPosition(e.target.value)} aria-label="Pozicija" />
        <Button size="sm" variant="outline-primary" onClick={resendFailed} disabled={isLoading}>
          Pošalji ponovo sve neuspele posle pozicije
        </Button>
      </div>
      <QueryTable
        query={deliveries}
        unavailable="Isporuke trenutno nisu dostupne."
        skeleton={{ rows: 4, columns: 5 }}
        empty={<p className="text-body-secondary my-3">Još nema isporuka.</p>}
        label="Isporuke"
        columns={['Vreme', 'Događaj', 'Pozicija', 'Status', 'Pokušaji', { label: 'Akcija', className: 'text-end' }]}
        row={(delivery) => (
          <tr key={delivery._id} data-testid="delivery-row">
            <td>{formatDateTime(delivery.createdAt)}</td>
            <td>{PUBLIC_EVENT_TYPE_LABELS[delivery.type]}</td>
            <td>
              <code>{delivery.position}</code>
            </td>
            <td>{DELIVERY_STATUS_LABELS[delivery.status]}</td>
            <td>
              <ul className="integrations-attempts">
                {delivery.attempts.map((attempt, index) => (
                  <li key={index} title={attempt.responseExcerpt || attempt.error || ''}>
                    {formatDateTime(attempt.attemptedAt)} · {attempt.statusCode ?? attempt.error ?? 'bez odgovora'} · {attempt.durationMs} ms
                  </li>
                ))}
              </ul>
            </td>
            <td className="text-end">
              <Button size="sm" variant="outline-secondary" disabled={isLoading || delivery.status === 'sending'} onClick={() => void resend({ deliveryId: delivery._id })}>
                Pošalji ponovo
              </Button>
            </td>
          </tr>
        )}
      />
    </Modal>
  );
}
