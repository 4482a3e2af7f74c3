import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { PUBLIC_EVENT_TYPES, PUBLIC_EVENT_TYPE_LABELS, type IntegrationKeyView, type PublicEventType } from '@izlazak/contracts';
import { Modal } from '../../../components/modal';
import { useCreateWebhookMutation } from '../api';

interface WebhookModalProps {
  show: boolean;
  keys: IntegrationKeyView[];
  onClose: () => void;
  onCreated: (secret: string) => void;
}

/** A new endpoint: where to POST, which events, and the key whose venues it sees. */
export function WebhookModal({ show, keys, onClose, onCreated }: WebhookModalProps) {
  const liveKeys = keys.filter((key) => key.revokedAt === null);
  const [createWebhook, { isLoading }] = useCreateWebhookMutation();
  const [url, setUrl] = useState('https://');
  const [keyId, setKeyId] = useState('');
  const [types, setTypes] = useState<PublicEventType[]>(['reservation.placed']);
  const chosenKey = keyId || liveKeys[0]?._id || '';

  const toggle = (type: PublicEventType) => setTypes((chosen) => (chosen.includes(type) ? chosen.filter((t) => t !== type) : [...chosen, type]));

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const created = await createWebhook({ url: url.trim(), types, keyId: chosenKey }).unwrap();
      setUrl('https://');
      onCreated(created.secret);
    } catch {
      // the base query has shown the server's message
    }
  }

  return (
    <Modal show={show} title="Novi webhook" onClose={onClose} staticBackdrop size="lg">
      <form onSubmit={submit} noValidate aria-label="Novi webhook">
        <Form.Group className="mb-3" controlId="webhook-url">
          <Form.Label>Adresa (https)</Form.Label>
          <Form.Control value={url} onChange={(e) => setUrl(e.target.value)} type="url" inputMode="url" autoComplete="off" />
        </Form.Group>
        <Form.Group className="mb-3" controlId="webhook-key">
          <Form.Label>Ključ</Form.Label>
          <Form.Select value={chosenKey} onChange={(e) => setKeyId(e.target.value)} disabled={liveKeys.length === 0}>
            {liveKeys.length === 0 && <option value="">Prvo napravite API ključ</option>}
            {liveKeys.map((key) => (
              <option key={key._id} value={key._id}>
                {key.name} ({key.prefix}…)
              </option>
            ))}
          </Form.Select>
          <Form.Text>Webhook dobija događaje objekata koje ključ vidi.</Form.Text>
        </Form.Group>
        <fieldset className="mb-3">
          <legend className="form-label fs-6">Događaji</legend>
          <div className="integrations-types">
            {PUBLIC_EVENT_TYPES.map((type) => (
              <Form.Check key={type} id={`webhook-type-${type}`} type="checkbox" label={`${PUBLIC_EVENT_TYPE_LABELS[type]} (${type})`} checked={types.includes(type)} onChange={() => toggle(type)} />
            ))}
          </div>
        </fieldset>
        <div className="modal-form-actions">
          <Button variant="outline-secondary" onClick={onClose} disabled={isLoading}>
            Odustani
          </Button>
          <Button type="submit" disabled={isLoading || !chosenKey || types.length === 0}>
            {isLoading && <Spinner animation="border" size="sm" className="me-2" />}
            Registruj webhook
          </Button>
        </div>
      </form>
    </Modal>
  );
}
