import { useLayoutEffect } from 'react';
import { NavigationType, Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { RouteErrorBoundary } from '../pages/route-error-page';
import { EventReservations } from '../reservation-slots';

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <ScrollToTop />
      <RouteErrorBoundary resetKey={pathname}>
        <EventReservations>
          <Outlet />
        </EventReservations>
      </RouteErrorBoundary>
    </>
  );
}

/** A new page starts at its top; going back leaves the browser's own scroll restoration alone. */
function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}
