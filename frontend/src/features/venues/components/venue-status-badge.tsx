import type { VenueStatus } from '@izlazak/contracts';

const STATUS: Record<VenueStatus, { label: string; className: string }> = {
  approved: { label: 'Odobren', className: 'status-badge status-badge--approved' },
  pending: { label: 'Na čekanju', className: 'status-badge status-badge--pending' },
};

export function VenueStatusBadge({ status }: { status: VenueStatus }) {
  const { label, className } = STATUS[status] ?? STATUS.pending;
  return (
    <span className={className} data-testid="venue-status">
      {label}
    </span>
  );
}
