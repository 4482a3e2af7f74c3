import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';

/** 'Odustani' and 'Rezerviši'; the preview of the dashboard leaves 'Rezerviši' out. */
export function EventModalButtons({ onCancel, onReserve, extra, disabled }: { onCancel: () => void; onReserve?: () => void; extra?: ReactNode; disabled?: boolean }) {
  return (
    <div className="event-modal-buttons">
      {extra}
      <Button variant="outline-secondary" onClick={onCancel} disabled={disabled}>
        Odustani
      </Button>
      {onReserve && (
        <Button variant="primary" onClick={onReserve} disabled={disabled}>
          Rezerviši
        </Button>
      )}
    </div>
  );
}
