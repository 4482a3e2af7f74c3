import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

/** The foot of a settings card: undo the unsaved edits, or save them. */
export function SettingsFormFooter({ pristine, submitting, onReset }: { pristine?: boolean; submitting?: boolean; onReset: () => void }) {
  return (
    <div className="card-footer bg-transparent d-flex justify-content-end gap-2 py-3">
      <Button variant="outline-secondary" onClick={onReset} disabled={pristine || submitting}>
        Poništi izmene
      </Button>
      <Button type="submit" variant="primary" disabled={submitting}>
        {submitting && <Spinner animation="border" size="sm" className="me-2" />}
        Sačuvaj izmene
      </Button>
    </div>
  );
}
