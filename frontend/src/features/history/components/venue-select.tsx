import Form from 'react-bootstrap/Form';
import { useMessages } from '../../../lib/locale';

interface VenueSelectProps {
  controlId: string;
  venues: readonly { _id: string; name: string }[];
  value: string;
  onChange: (clubId: string) => void;
  /** The empty choice's label. */
  noneLabel: string;
}

/** 'Objekat': an admin's choice of venue in the history's forms. */
export function VenueSelect({ controlId, venues, value, onChange, noneLabel }: VenueSelectProps) {
  const t = useMessages();
  return (
    <Form.Group controlId={controlId}>
      <Form.Label>{t('common.venue')}</Form.Label>
      <Form.Select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{noneLabel}</option>
        {venues.map((venue) => (
          <option key={venue._id} value={venue._id}>
            {venue.name}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
