import { useState } from 'react';
import { Modal } from '../../../components/modal';
import { useMessages } from '../../../lib/locale';
import { EventDetails, type EventDetailsData } from './event-details';
import { EventModalButtons } from './event-modal-buttons';

/** The dashboard's preview: the same detail, 'Odustani' only. */
export function EventPreviewModal({ event, onClose }: { event: EventDetailsData | null; onClose: () => void }) {
  const [shown, setShown] = useState(event);
  const t = useMessages();
  if (event && event !== shown) setShown(event);
  const current = event ?? shown;
  return (
    <Modal show={Boolean(event)} title={t('event.preview')} onClose={onClose} footer={<EventModalButtons onCancel={onClose} />}>
      {current && <EventDetails event={current} />}
    </Modal>
  );
}
