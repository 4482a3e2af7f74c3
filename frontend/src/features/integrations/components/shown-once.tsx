import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Modal } from '../../../components/modal';

/** A key or a secret, shown the one time the server tells it: copy it now or never. */
export function ShownOnce({ title, value, onClose }: { title: string; value: string | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(value ?? '').then(
      () => setCopied(true),
      () => undefined,
    );
  };
  return (
    <Modal show={value !== null} title={title} onClose={onClose} staticBackdrop footer={<Button onClick={onClose}>Sačuvao sam, zatvori</Button>}>
      <p className="mb-2">Ovo je jedini put da se prikazuje. Sačuvajte ga na sigurnom mestu; posle toga ga ni mi ne možemo videti.</p>
      <div className="integrations-secret">
        <code data-testid="shown-once">{value}</code>
      </div>
      <Button size="sm" variant="outline-primary" className="mt-2" onClick={() => void copy()}>
        {copied ? 'Kopirano' : 'Kopiraj'}
      </Button>
    </Modal>
  );
}
