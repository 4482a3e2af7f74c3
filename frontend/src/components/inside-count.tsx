import { useEffect, useRef } from 'react';
import type { DoorInsideView } from '@izlazak/contracts';
import { api } from '../api/api';
import { followLive } from '../api/live';
import { useMessages } from '../lib/locale';
import { withQuery } from '../lib/query-string';

/** GET /api/door/inside: tonight's guests in, of a venue (an admin names it). */
const insideApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDoorInside: build.query<DoorInsideView, { clubId?: string }>({
      query: (args) => withQuery('door/inside', { ...args }),
    }),
  }),
});

/** A push changes the count at most this often: a busy door lets many in a second. */
const RECOUNT_AFTER_MS = 400;

/**
 * 'Unutra: 412': the guests inside tonight (reservations that arrived, the lists' names let in, the
 * tickets admitted), counted again whenever the live connection pushes an arrival of the venue.
 */
export function InsideCount({ clubId, asAdmin = false }: { clubId: string; asAdmin?: boolean }) {
  const t = useMessages();
  const inside = insideApi.useGetDoorInsideQuery(asAdmin ? { clubId } : {}, { skip: !clubId, refetchOnMountOrArgChange: true });
  const { refetch } = inside;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (!clubId) return undefined;
    const recount = () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void refetch(), RECOUNT_AFTER_MS);
    };
    const unfollow = followLive((message) => {
      if (message.type === 'refetch') recount();
      else if (message.type === 'reservation' && message.reservation.clubId === clubId) recount();
      else if (message.type === 'guest-list-entry' && message.list.clubId === clubId) recount();
      else if (message.type === 'ticket' && message.ticket.clubId === clubId) recount();
    });
    return () => {
      unfollow();
      if (timer.current) clearTimeout(timer.current);
    };
  }, [clubId, refetch]);

  if (!clubId || !inside.data) return null;
  const { reservations, lists, tickets } = inside.data;
  return (
    <span
      className="badge rounded-pill text-bg-primary fs-6"
      role="status"
      aria-live="polite"
      data-testid="inside-count"
      title={t('dashboard.insideDetail', { reservations, lists, tickets })}
    >
      {t('dashboard.inside', { count: inside.data.inside })}
    </span>
  );
}
