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
    <Modal
      show={show}
      title={title ?? t('common.deleteTitle')}
      onClose={onCancel}
      footer={
        <>
          <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {busy && <Spinner animation="border" size="sm" className="me-2" />}
            {confirmLabel ?? t('common.delete')}
          </Button>
        </>
      }
    >
      <p className="mb-1">
        {before}
        {subject}
        {after}
      </p>
      <p className="text-body-secondary small mb-0">{t('common.noUndo')}</p>
    </Modal>
  );
}
