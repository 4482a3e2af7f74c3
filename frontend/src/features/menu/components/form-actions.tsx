import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

/** 'Odustani' and the submit button at the foot of every menu form. */
export function FormActions({ submitting = false, submitLabel, onCancel }: { submitting?: boolean; submitLabel: string; onCancel: () => void }) {
  return (
    <div className="modal-form-actions">
      <Button variant="outline-secondary" onClick={onCancel} disabled={submitting}>
        Odustani
      </Button>
      <Button type="submit" variant="primary" disabled={submitting}>
        {submitting && <Spinner animation="border" size="sm" className="me-2" />}
        {submitLabel}
      </Button>
    </div>
  );
}

/** A modal keeps showing what it edited while it closes, instead of flashing the empty form. */
export function retained<T>(show: boolean, requested: T, kept: T, keep: (value: T) => void): T {
  if (show && kept !== requested) keep(requested);
  return show ? requested : kept;
}
