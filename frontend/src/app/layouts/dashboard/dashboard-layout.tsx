import { useCallback, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useLogout } from '../../../api/session-api';
import { TopBar } from '../../../components/top-bar/top-bar';
import { TopBarSlotsProvider } from '../../../components/top-bar/top-bar-slots';
import { selectCurrentUser, selectSidebarOpen, useAppDispatch, useAppSelector } from '../../../state/hooks';
import { DESKTOP_MIN_WIDTH, sidebarClosed, sidebarToggled } from '../../../state/ui-slice';
import { Sidebar } from './sidebar';

/** The dashboard shell; RequireSession guarantees a user is present. */
export function DashboardLayout() {
  const user = useAppSelector(selectCurrentUser);
  const sidebarOpen = useAppSelector(selectSidebarOpen);
  const dispatch = useAppDispatch();
  const logout = useLogout();

  const closeOnSmallScreens = useCallback(() => {
    if (window.innerWidth < DESKTOP_MIN_WIDTH) dispatch(sidebarClosed());
  }, [dispatch]);

  // A window narrowed below the desktop's width (a laptop's split screen, a tablet turned) would
  // otherwise keep the sidebar open as a drawer over the page.
  useEffect(() => {
    const narrow = window.matchMedia(`(max-width: ${DESKTOP_MIN_WIDTH - 0.02}px)`);
    const closeWhenNarrowed = (change: MediaQueryListEvent) => {
      if (change.matches) dispatch(sidebarClosed());
    };
    narrow.addEventListener('change', closeWhenNarrowed);
    return () => narrow.removeEventListener('change', closeWhenNarrowed);
  }, [dispatch]);

  if (!user) return null;

  return (
    <TopBarSlotsProvider>
      <div className={`dashboard-shell ${sidebarOpen ? 'sidebar-open' : 'sidebar-collapsed'}`}>
        <Sidebar role={user.role} open={sidebarOpen} onNavigate={closeOnSmallScreens} onLogout={() => void logout()} />
        {sidebarOpen && <div className="dashboard-shell__backdrop" onClick={() => dispatch(sidebarClosed())} aria-hidden="true" />}
        <div className="dashboard-shell__main">
          <TopBar firstName={user.firstName} sidebarOpen={sidebarOpen} onToggleSidebar={() => dispatch(sidebarToggled())} onLogout={() => void logout()} />
          <main className="dashboard-shell__content">
            <Outlet />
          </main>
        </div>
      </div>
    </TopBarSlotsProvider>
  );
}
