import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notifySuccess } from '../../../components/notify';

interface DeleteMenuEntryProps {
  show: boolean;
  subject: ReactNode;
  busy: boolean;
  /** Deletes; a refusal (a category that is not empty …) was already shown by the error catalogue. */
  remove: () => Promise<unknown>;
  successMessage: string;
  onClose: () => void;
}

/** The confirmation before a category, subcategory or item is deleted, and the toast after. */
export function DeleteMenuEntry({ show, subject, busy, remove, successMessage, onClose }: DeleteMenuEntryProps) {
  async function confirm() {
    try {
      await remove();
      notifySuccess(successMessage);
    } catch {
      // The server's reason is already on screen as a toast.
    }
    onClose();
  }
  return <ConfirmDialog show={show} subject={subject} busy={busy} onConfirm={() => void confirm()} onCancel={onClose} />;
}
