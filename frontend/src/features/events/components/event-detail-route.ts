import { useNavigate, useParams } from 'react-router-dom';
import type { EventView } from '@izlazak/contracts';
import { useGetEventQuery } from '../api';
import { eventPath } from './event-format';

/**
 * The event modal of a page, driven by the address: `/event/{id}` opens it (a shared link
 * works), a card click goes there, and closing returns to where the list was.
 */
export function useEventInAddress(closedPath: string) {
  const { eventId } = useParams();
  const navigate = useNavigate();
  const { currentData, isError } = useGetEventQuery(eventId ?? '', { skip: !eventId });
  const open = (event: EventView) => navigate(`${eventPath(event._id)}${window.location.search}`, { state: { from: closedPath } });
  const close = () => navigate({ pathname: closedPath, search: window.location.search });
  return { event: eventId ? (currentData ?? null) : null, open, close, notFound: Boolean(eventId && isError) };
}
