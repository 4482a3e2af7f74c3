import { lazy, Suspense, useState, type ComponentProps, type ReactNode } from 'react';
import { EventReservationProvider, type RenderEventReservation } from '../components/event-reservation-slot';
import { LoadingIndicator } from '../components/loading-indicator';
import type { WaitlistRequest } from '../features/reservations/components/reservation-form';

/**
 * Where the reservations feature's public form appears in other features' screens: an event's
 * modal and a venue's 'Rezerviši'. Loaded with the first 'Rezerviši', not with the page.
 */
const ReservationForm = lazy(() => import('../features/reservations/components/reservation-form').then((module) => ({ default: module.ReservationForm })));
const LazyReservationFormModal = lazy(() => import('../features/reservations/components/reservation-form-modal').then((module) => ({ default: module.ReservationFormModal })));

const WaitlistJoinForm = lazy(() => import('../features/waitlist/components/waitlist-join-form').then((module) => ({ default: module.WaitlistJoinForm })));

/** 'Lista čekanja' inside the reservation form: the waitlist's form, loaded when first asked for. */
const renderWaitlist = (request: WaitlistRequest) => (
  <Suspense fallback={<LoadingIndicator />}>
    <WaitlistJoinForm {...request} />
  </Suspense>
);

const renderEventReservation: RenderEventReservation = (event, done) => (
  <Suspense fallback={<LoadingIndicator />}>
    <ReservationForm clubId={event.clubId} event={event} onDone={done} renderWaitlist={renderWaitlist} />
  </Suspense>
);

/** Every event modal under it offers the reservation form. */
export function EventReservations({ children }: { children: ReactNode }) {
  return <EventReservationProvider render={renderEventReservation}>{children}</EventReservationProvider>;
}

/** A venue's reservation modal; nothing is loaded until it is first opened. */
export function VenueReservationModal(props: ComponentProps<typeof LazyReservationFormModal>) {
  const [wanted, setWanted] = useState(props.show);
  if (props.show && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyReservationFormModal renderWaitlist={renderWaitlist} {...props} />
    </Suspense>
  );
}
