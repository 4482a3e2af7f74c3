import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Modal } from '../../../components/modal';
import { useMessages } from '../../../lib/locale';

/** A key or a secret, shown the one time the server tells it: copy it now or never. */
export function ShownOnce({ title, value, onClose }: { title: string; value: string | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const t = useMessages();
  const copy = async () => {
    await navigator.clipboard?.writeText(value ?? '').then(
      () => setCopied(true),
      () => undefined,
    );
  };
  return (
    <Modal show={value !== null} title={title} onClose={onClose} staticBackdrop footer={<Button onClick={onClose}>{t('integrations.shownOnce.saved')}</Button>}>
      <p className="mb-2">{t('integrations.shownOnce.onlyTime')}</p>
      <div className="integrations-secret">
        <code data-testid="shown-once">{value}</code>
      </div>
      <Button size="sm" variant="outline-primary" className="mt-2" onClick={() => void copy()}>
        {copied ? t('integrations.shownOnce.copied') : t('integrations.shownOnce.copy')}
      </Button>
    </Modal>
  );
}
