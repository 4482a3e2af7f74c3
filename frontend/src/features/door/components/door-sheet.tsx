import { useId, type ReactNode } from 'react';
import BootstrapModal from 'react-bootstrap/Modal';
import { useMessages } from '../../../lib/locale';

interface DoorSheetProps {
  show: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

/** A sheet over the door's list, in its dark colours: on a phone it rises from the bottom, within the thumb's reach. */
export function DoorSheet({ show, title, onClose, children }: DoorSheetProps) {
  const titleId = useId();
  const t = useMessages();
  return (
    <BootstrapModal show={show} onHide={onClose} aria-labelledby={titleId} className="door-sheet" dialogClassName="door-sheet__dialog" data-bs-theme="dark">
      <BootstrapModal.Header closeButton closeLabel={t('door.close')} closeVariant="white">
        <BootstrapModal.Title as="h2" className="door-sheet__title" id={titleId}>
          {title}
        </BootstrapModal.Title>
      </BootstrapModal.Header>
      <BootstrapModal.Body>{children}</BootstrapModal.Body>
    </BootstrapModal>
  );
}
