import type { VenueStatus } from '@izlazak/contracts';

const STATUS: Record<VenueStatus, { label: string; className: string }> = {
  approved: { label: 'Odobren', className: 'status-pill status-pill--success' },
  pending: { label: 'Na čekanju', className: 'status-pill status-pill--warning' },
};

export function VenueStatusBadge({ status }: { status: VenueStatus }) {
  const { label, className } = STATUS[status] ?? STATUS.pending;
  return (
    <span className={className} data-testid="venue-status">
      {label}
    </span>
  );
}
