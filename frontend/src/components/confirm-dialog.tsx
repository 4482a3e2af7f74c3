import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Modal } from './modal';

interface ConfirmDialogProps {
  show: boolean;
  title?: string;
  /** What is being deleted, e.g. 'ovaj kupon'. */
  subject: ReactNode;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Deletions ask first and say plainly that there is no undo. */
export function ConfirmDialog({ show, title = 'Potvrda brisanja', subject, confirmLabel = 'Obriši', busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal
      show={show}
      title={title}
      onClose={onCancel}
      footer={
        <>
          <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
            Odustani
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {busy && <Spinner animation="border" size="sm" className="me-2" />}
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="mb-1">Da li ste sigurni da želite da obrišete {subject}?</p>
      <p className="text-body-secondary small mb-0">Ova radnja se ne može poništiti.</p>
    </Modal>
  );
}
