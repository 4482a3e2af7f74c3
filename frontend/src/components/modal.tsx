import { useId, type CSSProperties, type ReactNode } from 'react';
import BootstrapModal from 'react-bootstrap/Modal';
import { useMessages } from '../lib/locale';

interface ModalProps {
  show: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'lg' | 'xl';
  /** A fixed width in pixels, e.g. the coupon modal's 600. */
  width?: number;
  /** Keeps the modal open on a backdrop click (forms with unsaved input). */
  staticBackdrop?: boolean;
  /** False: shown and hidden at once, without fading. */
  animation?: boolean;
}

export function Modal({ show, title, onClose, children, footer, size, width, staticBackdrop = false, animation = true }: ModalProps) {
  const titleId = useId();
  const t = useMessages();
  return (
    <BootstrapModal
      aria-labelledby={titleId}
      show={show}
      animation={animation}
      onHide={onClose}
      size={size}
      centered
      backdrop={staticBackdrop ? 'static' : true}
      dialogClassName={width ? 'modal-fixed-width' : undefined}
      style={width ? ({ '--modal-fixed-width': `${width}px` } as CSSProperties) : undefined}
    >
      <BootstrapModal.Header closeButton closeLabel={t('common.close')}>
        <BootstrapModal.Title as="h2" className="h5 mb-0" id={titleId}>
          {title}
        </BootstrapModal.Title>
      </BootstrapModal.Header>
      <BootstrapModal.Body>{children}</BootstrapModal.Body>
      {footer && <BootstrapModal.Footer>{footer}</BootstrapModal.Footer>}
    </BootstrapModal>
  );
}
