import { createContext, useContext, type ReactNode } from 'react';
import type { EventView } from '@izlazak/contracts';

/**
 * The reservation step of an event's modal. The events feature shows it, the reservations feature
 * makes it, and the app joins the two (features never import each other).
 */
export type RenderEventReservation = (event: EventView, done: () => void) => ReactNode;

const EventReservationContext = createContext<RenderEventReservation | null>(null);

export function EventReservationProvider({ render, children }: { render: RenderEventReservation; children: ReactNode }) {
  return <EventReservationContext.Provider value={render}>{children}</EventReservationContext.Provider>;
}

/** The app's reservation step, or null where none is offered. */
export function useEventReservation(): RenderEventReservation | null {
  return useContext(EventReservationContext);
}
