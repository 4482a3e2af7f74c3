import type { MessageId, VenueStatus } from '@izlazak/contracts';
import { useMessages } from '../../../lib/locale';

const STATUS: Record<VenueStatus, { label: MessageId; className: string }> = {
  approved: { label: 'venueAdmin.statusApproved', className: 'status-pill status-pill--success' },
  pending: { label: 'venueAdmin.statusPending', className: 'status-pill status-pill--warning' },
};

export function VenueStatusBadge({ status }: { status: VenueStatus }) {
  const t = useMessages();
  const { label, className } = STATUS[status] ?? STATUS.pending;
  return (
    <span className={className} data-testid="venue-status">
      {t(label)}
    </span>
  );
}
