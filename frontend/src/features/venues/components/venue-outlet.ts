import { useOutletContext } from 'react-router-dom';

/** What the venue layout hands its pages. */
export interface VenueOutletContext {
  /** Opens the layout's 'Rezerviši' modal. */
  reserve: () => void;
}

export function useVenueOutlet(): VenueOutletContext {
  return useOutletContext<VenueOutletContext | undefined>() ?? { reserve: () => undefined };
}
