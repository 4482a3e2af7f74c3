import { useState } from 'react';
import { Modal } from '../../../components/modal';
import { ReservationForm, type ReservationFormProps } from './reservation-form';
import { useMessages } from '../../../lib/locale';

interface ReservationFormModalProps extends Omit<ReservationFormProps, 'onDone'> {
  show: boolean;
  venueName?: string;
  onClose: () => void;
}

/** A venue's 'Rezerviši': the reservation form in a modal, fresh every time it opens. */
export function ReservationFormModal({ show, venueName, onClose, ...form }: ReservationFormModalProps) {
  const [opening, setOpening] = useState(0);
  const t = useMessages();
  const [wasShown, setWasShown] = useState(show);
  if (show !== wasShown) {
    setWasShown(show);
    if (show) setOpening((count) => count + 1);
  }
  return (
    <Modal show={show} title={venueName ? t('booking.titleAt', { venue: venueName }) : t('venue.booking.title')} onClose={onClose} staticBackdrop>
      <ReservationForm key={opening} {...form} onDone={onClose} />
    </Modal>
  );
}
