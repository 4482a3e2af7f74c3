import { useCallback } from 'react';
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

  if (!user) return null;

  return (
    <TopBarSlotsProvider>
      <div className={`dashboard-shell ${sidebarOpen ? 'sidebar-open' : 'sidebar-collapsed'}`}>
        <Sidebar role={user.role} open={sidebarOpen} onNavigate={closeOnSmallScreens} onLogout={logout} />
        {sidebarOpen && (
          <div className="dashboard-shell__backdrop" onClick={() => dispatch(sidebarClosed())} aria-hidden="true" />
        )}
        <div className="dashboard-shell__main">
          <TopBar
            firstName={user.firstName}
            sidebarOpen={sidebarOpen}
            onToggleSidebar={() => dispatch(sidebarToggled())}
            onLogout={logout}
          />
          <main className="dashboard-shell__content">
            <Outlet />
          </main>
        </div>
      </div>
    </TopBarSlotsProvider>
  );
}
