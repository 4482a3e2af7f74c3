import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Modal } from './modal';
import { useMessages } from '../lib/locale';

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

const SUBJECT_MARK = '\u0001';

/** Deletions ask first and say plainly that there is no undo. */
export function ConfirmDialog({ show, title, subject, confirmLabel, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const t = useMessages();
  // The subject may be markup (a name in bold): the sentence is split around it.
  const [before, after] = t('common.deleteQuestion', { subject: SUBJECT_MARK }).split(SUBJECT_MARK);
  return (
    <ActionConfirmDialog
      show={show}
      title={title ?? t('common.deleteTitle')}
      confirmLabel={confirmLabel ?? t('common.delete')}
      variant="danger"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p className="mb-1">
        {before}
        {subject}
        {after}
      </p>
      <p className="text-body-secondary small mb-0">{t('common.noUndo')}</p>
    </ActionConfirmDialog>
  );
}

interface ActionConfirmDialogProps {
  show: boolean;
  title: string;
  confirmLabel: string;
  /** The confirming button's colour: 'danger' for what cannot be taken back, 'success' for money received. */
  variant?: 'primary' | 'success' | 'danger';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** What is about to be done, said plainly (amounts, names, what it cannot undo). */
  children: ReactNode;
}

/** An act that records money or cannot be undone asks first, naming what it will do; both buttons wait while it runs. */
export function ActionConfirmDialog({ show, title, confirmLabel, variant = 'primary', busy = false, onConfirm, onCancel, children }: ActionConfirmDialogProps) {
  const t = useMessages();
  return (
    <Modal
      show={show}
      title={title}
      onClose={onCancel}
      footer={
        <>
          <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button variant={variant} onClick={onConfirm} disabled={busy}>
            {busy && <Spinner animation="border" size="sm" className="me-2" />}
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
