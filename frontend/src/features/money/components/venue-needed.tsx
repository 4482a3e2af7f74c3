import Alert from 'react-bootstrap/Alert';
import type { MessageId } from '@izlazak/contracts';
import { EmptyState } from '../../../components/empty-state';
import { useMessages } from '../../../lib/locale';

/**
 * What a money screen shows before it has a venue: an admin is asked to pick one (`pickMessageId`), a
 * manager without a venue is told so.
 */
export function VenueNeeded({ isAdmin, pickMessageId }: { isAdmin: boolean; pickMessageId: MessageId }) {
  const t = useMessages();
  if (!isAdmin) return <Alert variant="warning">{t('money.noVenue')}</Alert>;
  return (
    <EmptyState>
      <p className="mb-0">{t(pickMessageId)}</p>
    </EmptyState>
  );
}
