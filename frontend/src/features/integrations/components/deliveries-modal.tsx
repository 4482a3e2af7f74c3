import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { DELIVERY_STATUS_MESSAGES, FEED_POSITION_PATTERN, PUBLIC_EVENT_TYPE_MESSAGES, type WebhookView } from '@izlazak/contracts';
import { QueryTable } from '../../../components/data-table';
import { Modal } from '../../../components/modal';
import { notifyError, notifySuccess } from '../../../components/notify';
import { formatDateTime } from '../../../lib/dates';
import { useMessages } from '../../../lib/locale';
import { useListDeliveriesQuery, useRedeliverMutation } from '../api';

/** The delivery log of one endpoint: every attempt, resend one, or resend every failed one since a position. */
export function DeliveriesModal({ webhook, onClose }: { webhook: WebhookView | null; onClose: () => void }) {
  const deliveries = useListDeliveriesQuery(webhook?._id ?? '', { skip: !webhook, pollingInterval: 5000 });
  const [redeliver, { isLoading }] = useRedeliverMutation();
  const [afterPosition, setAfterPosition] = useState('');
  const t = useMessages();

  async function resend(which: { deliveryId: string } | { afterPosition: string }) {
    if (!webhook) return;
    try {
      const { queued } = await redeliver({ webhookId: webhook._id, which }).unwrap();
      notifySuccess(t('integrations.resent', { count: queued }));
    } catch {
      // the base query has shown the server's message
    }
  }

  function resendFailed() {
    if (!FEED_POSITION_PATTERN.test(afterPosition.trim())) return notifyError(t('validation.integrations.position'));
    void resend({ afterPosition: afterPosition.trim() });
  }

  return (
    <Modal show={webhook !== null} title={t('integrations.deliveriesOf', { url: webhook?.url ?? '' })} onClose={onClose} size="xl">
      <div className="integrations-resend">
        <Form.Control
          size="sm"
          placeholder={t('integrations.positionPlaceholder')}
          value={afterPosition}
          onChange={(e) => setAfterPosition(e.target.value)}
          aria-label={t('integrations.position')}
        />
        <Button size="sm" variant="outline-primary" onClick={resendFailed} disabled={isLoading}>
          {t('integrations.resendAfter')}
        </Button>
      </div>
      <QueryTable
        query={deliveries}
        unavailable={t('integrations.deliveriesUnavailable')}
        skeleton={{ rows: 4, columns: 5 }}
        empty={<p className="text-body-secondary my-3">{t('integrations.noDeliveries')}</p>}
        label={t('integrations.deliveries')}
        columns={[
          t('integrations.time'),
          t('integrations.event'),
          t('integrations.position'),
          t('integrations.status'),
          t('integrations.attempts'),
          { label: t('integrations.action'), className: 'text-end' },
        ]}
        row={(delivery) => (
          <tr key={delivery._id} data-testid="delivery-row">
            <td>{formatDateTime(delivery.createdAt)}</td>
            <td>{t(PUBLIC_EVENT_TYPE_MESSAGES[delivery.type])}</td>
            <td>
              <code>{delivery.position}</code>
            </td>
            <td>{t(DELIVERY_STATUS_MESSAGES[delivery.status])}</td>
            <td>
              <ul className="integrations-attempts">
                {delivery.attempts.map((attempt, index) => (
                  <li key={index} title={attempt.responseExcerpt || attempt.error || ''}>
                    {formatDateTime(attempt.attemptedAt)} · {attempt.statusCode ?? attempt.error ?? t('integrations.noResponse')} ·{' '}
                    {t('integrations.attemptDuration', { ms: attempt.durationMs })}
                  </li>
                ))}
              </ul>
            </td>
            <td className="text-end">
              <Button size="sm" variant="outline-secondary" disabled={isLoading || delivery.status === 'sending'} onClick={() => void resend({ deliveryId: delivery._id })}>
                {t('integrations.resend')}
              </Button>
            </td>
          </tr>
        )}
      />
    </Modal>
  );
}
