import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useGetVenueNamesQuery } from '../../../api/shared-lookups';
import { Modal } from '../../../components/modal';
import { selectCurrentUser, useAppSelector } from '../../../state/hooks';
import { useCreateIntegrationKeyMutation } from '../api';

const ALL_VENUES = '';

/** A new read-only API key: a manager's reads their venue, an admin's one venue or all of them. */
export function KeyModal({ show, onClose, onCreated }: { show: boolean; onClose: () => void; onCreated: (key: string) => void }) {
  const user = useAppSelector(selectCurrentUser);
  const isAdmin = user?.role === 'admin';
  const venues = useGetVenueNamesQuery(undefined, { skip: !show || !isAdmin });
  const [createKey, { isLoading }] = useCreateIntegrationKeyMutation();
  const [name, setName] = useState('');
  const [clubId, setClubId] = useState(ALL_VENUES);
  const [error, setError] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError('Naziv ključa je obavezno polje');
    const venue = isAdmin ? (clubId === ALL_VENUES ? null : clubId) : (user?.clubId ?? null);
    try {
      const created = await createKey({ name: name.trim(), clubId: venue }).unwrap();
      setName('');
      setError('');
      onCreated(created.key);
    } catch {
      // the base query has shown the server's message
    }
  }

  return (
    <Modal show={show} title="Novi API ključ" onClose={onClose} staticBackdrop>
      <form onSubmit={submit} noValidate aria-label="Novi API ključ">
        <Form.Group className="mb-3" controlId="integration-key-name">
          <Form.Label>Naziv ključa</Form.Label>
          <Form.Control value={name} onChange={(e) => setName(e.target.value)} isInvalid={!!error} placeholder="npr. POS sistem" maxLength={80} autoComplete="off" />
          <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
        </Form.Group>
        {isAdmin && (
          <Form.Group className="mb-3" controlId="integration-key-venue">
            <Form.Label>Objekat</Form.Label>
            <Form.Select value={clubId} onChange={(e) => setClubId(e.target.value)}>
              <option value={ALL_VENUES}>Svi objekti</option>
              {(venues.data ?? []).map((venue) => (
                <option key={venue._id} value={venue._id}>
                  {venue.name}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        )}
        <p className="text-body-secondary small">Ključ služi samo za čitanje: feed događaja, SSE i webhook-ove.</p>
        <div className="modal-form-actions">
          <Button variant="outline-secondary" onClick={onClose} disabled={isLoading}>
            Odustani
          </Button>
          <Button type="submit" disabled={isLoading}>
            {isLoading && <Spinner animation="border" size="sm" className="me-2" />}
            Napravi ključ
          </Button>
        </div>
      </form>
    </Modal>
  );
}
