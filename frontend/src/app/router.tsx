import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import { Navigate, matchRoutes, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import type { Role } from '@izlazak/contracts';
import { dashboardHomeFor, registerNavigator } from '../lib/navigation';
import { selectCurrentUser, useAppSelector } from '../state/hooks';
import { RequireRole } from './guards/require-role';
import { RequireSession } from './guards/require-session';
import { BootShell } from './layouts/boot-shell';
import { RootLayout } from './layouts/root-layout';
import { NotFoundPage } from './pages/not-found-page';
import { AccountLocale, withBrowserCatalog } from './account-locale';

const ADMIN: readonly Role[] = ['admin'];
const MANAGER: readonly Role[] = ['manager'];
const BACK_OFFICE: readonly Role[] = ['admin', 'manager'];
/** The door screen: the venue's staff (their only screen), its manager, and admins for any venue. */
const DOOR: readonly Role[] = ['admin', 'manager', 'staff'];
const PROMOTER: readonly Role[] = ['promoter'];

function only(roles: readonly Role[], element: ReactNode) {
  return <RequireRole roles={roles}>{element}</RequireRole>;
}

/** /dashboard itself: the account's first screen (staff: the door). */
function DashboardHome() {
  const role = useAppSelector(selectCurrentUser)?.role;
  return <Navigate to={dashboardHomeFor(role)} replace />;
}

interface Preloadable {
  preload(): Promise<unknown>;
}

/**
 * Every layout and page is its own chunk, fetched when a route first matches, so a visitor of the
 * public site never downloads the dashboard. AppRoutes starts every matched chunk at once (a layout
 * and its page load in parallel); while a navigation waits for one, the current page stays.
 */
function lazyPage<Module>(load: () => Promise<Module>, render: (module: Module) => ReactNode, fallback: ReactNode = null): Pick<RouteObject, 'element' | 'handle'> {
  let loading: Promise<Module> | null = null;
  const preload = () => (loading ??= load());
  const Screen = lazy(async () => {
    const module = await preload();
    return { default: () => render(module) };
  });
  const handle: Preloadable = { preload };
  return {
    element: (
      <Suspense fallback={fallback}>
        <Screen />
      </Suspense>
    ),
    handle,
  };
}

const home = () => import('./routes/home-route');
const events = () => import('../features/events/pages/events-page');
const login = () => import('../features/auth/pages/login-page');

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        path: '/',
        ...lazyPage(
          () => import('./layouts/public-layout'),
          (m) => <m.PublicLayout />,
          <BootShell />,
        ),
        children: [
          { index: true, ...lazyPage(home, (m) => <m.HomeRoute />) },
          { path: 'event', ...lazyPage(events, (m) => <m.EventsPage />) },
          { path: 'events', ...lazyPage(events, (m) => <m.EventsPage />) },
          { path: 'event/:eventId', ...lazyPage(events, (m) => <m.EventsPage />) },
          {
            path: 'contact',
            ...lazyPage(
              () => import('../features/site/pages/contact-page'),
              (m) => <m.ContactPage />,
            ),
          },
          {
            path: 'about',
            ...lazyPage(
              () => import('../features/site/pages/about-page'),
              (m) => <m.AboutPage />,
            ),
          },
          {
            path: 'clubs',
            ...lazyPage(
              () => import('../features/venues/pages/clubs-page'),
              (m) => <m.ClubsPage />,
            ),
          },
          {
            path: 'profile',
            ...lazyPage(
              withBrowserCatalog(() => import('./routes/profile-route')),
              (m) => (
                <AccountLocale>
                  <m.ProfileRoute />
                </AccountLocale>
              ),
            ),
          },
          {
            path: 'lista/:listId',
            ...lazyPage(
              () => import('../features/guest-lists/pages/guest-list-sign-up-page'),
              (m) => <m.GuestListSignUpPage />,
            ),
          },
          {
            path: 'g/:code',
            ...lazyPage(
              () => import('../features/guest-lists/pages/guest-list-code-page'),
              (m) => <m.GuestListCodePage />,
            ),
          },
          {
            path: 'ulaznice/ponuda/:token',
            ...lazyPage(
              () => import('../features/tickets/pages/ticket-offer-page'),
              (m) => <m.TicketOfferPage />,
            ),
          },
          {
            path: 'porudzbina/:orderId',
            ...lazyPage(
              () => import('../features/tickets/pages/ticket-order-page'),
              (m) => <m.TicketOrderPage />,
            ),
          },
          {
            path: 't/:token',
            ...lazyPage(
              () => import('../features/tickets/pages/ticket-page'),
              (m) => <m.TicketPage />,
            ),
          },
          {
            path: 'r/:token',
            ...lazyPage(
              () => import('../features/door-code/pages/door-code-page'),
              (m) => <m.DoorCodePage />,
            ),
          },
          {
            path: 'reservation/cancel',
            ...lazyPage(
              () => import('../features/reservations/pages/cancel-reservation-page'),
              (m) => <m.CancelReservationPage />,
            ),
          },
          {
            path: 'privacy',
            ...lazyPage(
              () => import('../features/privacy/pages/privacy-request-page'),
              (m) => <m.PrivacyRequestPage />,
            ),
          },
          {
            path: 'privacy/erase/:token',
            ...lazyPage(
              () => import('../features/privacy/pages/privacy-erase-page'),
              (m) => <m.PrivacyErasePage />,
            ),
          },
          {
            path: 'reservation/attend',
            ...lazyPage(
              () => import('../features/reservations/pages/attend-reservation-page'),
              (m) => <m.AttendReservationPage />,
            ),
          },
          {
            path: 'waitlist/offer/:token',
            ...lazyPage(
              () => import('../features/waitlist/pages/waitlist-offer-page'),
              (m) => <m.WaitlistOfferPage />,
            ),
          },
        ],
      },
      {
        path: '/club/:id',
        ...lazyPage(
          () => import('./layouts/venue-layout'),
          (m) => <m.VenueLayout />,
          <BootShell />,
        ),
        children: [
          {
            index: true,
            ...lazyPage(
              () => import('./routes/club-home-route'),
              (m) => <m.ClubHomeRoute />,
            ),
          },
          {
            path: 'events',
            ...lazyPage(
              () => import('./routes/club-events-route'),
              (m) => <m.ClubEventsRoute />,
            ),
          },
          {
            path: 'contact',
            ...lazyPage(
              () => import('../features/venues/pages/club-contact-page'),
              (m) => <m.ClubContactPage />,
            ),
          },
        ],
      },
      {
        path: '/auth',
        ...lazyPage(
          withBrowserCatalog(() => import('./layouts/auth-layout')),
          (m) => (
            <AccountLocale>
              <m.AuthLayout />
            </AccountLocale>
          ),
        ),
        children: [
          { index: true, ...lazyPage(login, (m) => <m.LoginPage />) },
          { path: 'login', ...lazyPage(login, (m) => <m.LoginPage />) },
          {
            path: 'register',
            ...lazyPage(
              () => import('../features/auth/pages/register-page'),
              (m) => <m.RegisterPage />,
            ),
          },
          {
            path: 'verified',
            ...lazyPage(
              () => import('../features/auth/pages/verified-page'),
              (m) => <m.VerifiedPage />,
            ),
          },
          {
            path: 'verify-email/:token',
            ...lazyPage(
              () => import('../features/auth/pages/verify-email-page'),
              (m) => <m.VerifyEmailPage />,
            ),
          },
          {
            path: 'change-password',
            ...lazyPage(
              () => import('../features/auth/pages/change-password-page'),
              (m) => <m.ChangePasswordPage />,
            ),
          },
          {
            path: 'reset-password/:token',
            ...lazyPage(
              () => import('../features/auth/pages/reset-password-page'),
              (m) => <m.ResetPasswordPage />,
            ),
          },
          {
            path: 'password-changed',
            ...lazyPage(
              () => import('../features/auth/pages/password-changed-page'),
              (m) => <m.PasswordChangedPage />,
            ),
          },
        ],
      },
      {
        path: '/dashboard',
        ...lazyPage(
          withBrowserCatalog(() => import('./layouts/dashboard/dashboard-layout')),
          (m) => (
            <AccountLocale>
              <RequireSession>
                <m.DashboardLayout />
              </RequireSession>
            </AccountLocale>
          ),
        ),
        children: [
          { index: true, element: <DashboardHome /> },
          {
            path: 'promoter',
            ...lazyPage(
              () => import('../features/promoters/pages/promoter-page'),
              (m) => only(PROMOTER, <m.PromoterPage />),
            ),
          },
          {
            path: 'reservation',
            ...lazyPage(
              () => import('../features/reservations/pages/reservations-page'),
              (m) => only(BACK_OFFICE, <m.ReservationsPage />),
            ),
          },
          {
            path: 'door',
            ...lazyPage(
              () => import('../features/door/pages/door-page'),
              (m) => only(DOOR, <m.DoorPage />),
            ),
          },
          {
            path: 'menu',
            ...lazyPage(
              () => import('../features/menu/pages/menu-page'),
              (m) => only(MANAGER, <m.MenuPage />),
            ),
            children: [
              {
                index: true,
                ...lazyPage(
                  () => import('../features/menu/pages/category-list-page'),
                  (m) => <m.CategoryListPage />,
                ),
              },
              {
                path: 'subcategory',
                ...lazyPage(
                  () => import('../features/menu/pages/subcategory-list-page'),
                  (m) => <m.SubcategoryListPage />,
                ),
              },
              {
                path: 'item-list',
                ...lazyPage(
                  () => import('../features/menu/pages/item-list-page'),
                  (m) => <m.ItemListPage />,
                ),
              },
            ],
          },
          {
            path: 'settings',
            ...lazyPage(
              () => import('./layouts/dashboard/settings-layout'),
              (m) => only(BACK_OFFICE, <m.SettingsLayout />),
            ),
            children: [
              {
                index: true,
                ...lazyPage(
                  () => import('./routes/settings-general'),
                  (m) => <m.SettingsGeneralRoute />,
                ),
              },
              {
                path: 'slider',
                ...lazyPage(
                  () => import('./routes/settings-slider'),
                  (m) => <m.SettingsSliderRoute />,
                ),
              },
              {
                path: 'working-hours',
                ...lazyPage(
                  () => import('../features/venues/pages/working-hours-page'),
                  (m) => only(MANAGER, <m.WorkingHoursPage />),
                ),
              },
              {
                path: 'tables',
                ...lazyPage(
                  () => import('../features/venues/pages/tables-page'),
                  (m) => only(MANAGER, <m.TablesPage />),
                ),
              },
              {
                path: 'floor',
                ...lazyPage(
                  () => import('../features/venues/pages/floor-editor-page'),
                  (m) => <m.FloorEditorPage />,
                ),
              },
              {
                path: 'terms',
                ...lazyPage(
                  () => import('../features/money/pages/terms-page'),
                  (m) => <m.TermsPage />,
                ),
              },
            ],
          },
          {
            path: 'deposits',
            ...lazyPage(
              () => import('../features/money/pages/deposits-page'),
              (m) => only(BACK_OFFICE, <m.DepositsPage />),
            ),
          },
          {
            path: 'refunds',
            ...lazyPage(
              () => import('../features/money/pages/refunds-page'),
              (m) => only(BACK_OFFICE, <m.RefundsPage />),
            ),
          },
          {
            path: 'fiscal-export',
            ...lazyPage(
              () => import('../features/money/pages/fiscal-export-page'),
              (m) => only(BACK_OFFICE, <m.FiscalExportPage />),
            ),
          },
          {
            path: 'waitlist',
            ...lazyPage(
              () => import('../features/waitlist/pages/waitlist-page'),
              (m) => only(DOOR, <m.WaitlistPage />),
            ),
          },
          {
            path: 'guest-lists',
            ...lazyPage(
              () => import('../features/guest-lists/pages/guest-lists-page'),
              (m) => only(DOOR, <m.GuestListsPage />),
            ),
          },
          {
            path: 'coupons',
            ...lazyPage(
              () => import('../features/coupons/pages/coupons-page'),
              (m) => only(BACK_OFFICE, <m.CouponsPage />),
            ),
          },
          {
            path: 'guests',
            ...lazyPage(
              () => import('../features/guests/pages/guests-page'),
              (m) => only(BACK_OFFICE, <m.GuestsPage />),
            ),
          },
          {
            path: 'reports',
            ...lazyPage(
              () => import('../features/reports/pages/reports-page'),
              (m) => only(BACK_OFFICE, <m.ReportsPage />),
            ),
          },
          {
            path: 'promoter-settlement',
            ...lazyPage(
              () => import('../features/settlements/pages/settlement-page'),
              (m) => only(BACK_OFFICE, <m.SettlementPage />),
            ),
          },
          {
            path: 'users-list',
            ...lazyPage(
              () => import('../features/users/pages/users-list-page'),
              (m) => only(ADMIN, <m.UsersListPage />),
            ),
          },
          {
            path: 'staff',
            ...lazyPage(
              () => import('../features/users/pages/staff-page'),
              (m) => only(BACK_OFFICE, <m.StaffPage />),
            ),
          },
          {
            path: 'events',
            ...lazyPage(
              () => import('../features/events/pages/dashboard-events-page'),
              (m) => only(BACK_OFFICE, <m.DashboardEventsPage />),
            ),
          },
          {
            path: 'history',
            ...lazyPage(
              () => import('../features/history/pages/history-page'),
              (m) => only(BACK_OFFICE, <m.HistoryPage />),
            ),
          },
          {
            path: 'integrations',
            ...lazyPage(
              () => import('../features/integrations/pages/integrations-page'),
              (m) => only(BACK_OFFICE, <m.IntegrationsPage />),
            ),
          },
          {
            path: 'object-list',
            ...lazyPage(
              () => import('../features/venues/pages/object-list-page'),
              (m) => only(ADMIN, <m.ObjectListPage />),
            ),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The route tree for the current address, with its chunks requested up front. */
export function AppRoutes() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => registerNavigator((to) => void navigate(to)), [navigate]);
  for (const match of matchRoutes(routes, location) ?? []) {
    void (match.route.handle as Preloadable | undefined)?.preload();
  }
  return useRoutes(routes, location);
}
