import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { useMessages } from '../lib/locale';
import './page-dialog.css';

interface PageDialogProps {
  show: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * A modal of the public pages in the browser's own `<dialog>` (its focus, Esc and the page behind
 * made inert), drawn as Bootstrap's modal. The public pages load no modal library for it
 * (react-bootstrap's Modal stays with the forms and the dashboard: components/modal.tsx). Nothing
 * may open over it: anything outside it is inert while it is open. It sits at the top, not centred:
 * what loads into it later (an event's tickets) grows it downwards without moving what is read.
 */
export function PageDialog({ show, ...dialog }: PageDialogProps) {
  return show ? <OpenDialog {...dialog} /> : null;
}

function OpenDialog({ title, onClose, children, footer }: Omit<PageDialogProps, 'show'>) {
  const t = useMessages();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    // The dialog itself takes the focus, as Bootstrap's modal does: no ring on the close button as the page arrives.
    element?.focus();
    return () => element?.close();
  }, []);

  // A click beside the content (on the backdrop's area) closes it, as Bootstrap's modal does.
  const closeFromOutside = (click: MouseEvent) => {
    if (click.target === dialog.current || click.target === frame.current) onClose();
  };

  return (
    <dialog
      ref={dialog}
      className="modal page-dialog"
      tabIndex={-1}
      aria-labelledby={titleId}
      onCancel={(cancel) => {
        cancel.preventDefault();
        onClose();
      }}
      onClick={closeFromOutside}
    >
      <div ref={frame} className="modal-dialog">
        <div className="modal-content">
          <div className="modal-header">
            <h2 className="h5 mb-0 modal-title" id={titleId}>
              {title}
            </h2>
            <button type="button" className="btn-close" aria-label={t('common.close')} onClick={onClose} />
          </div>
          <div className="modal-body">{children}</div>
          {footer && <div className="modal-footer">{footer}</div>}
        </div>
      </div>
    </dialog>
  );
}
