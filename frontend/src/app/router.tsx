import type { ReactNode } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { Role } from '@izlazak/contracts';
import { registerNavigator } from '../lib/navigation';
import { ByRole, RequireRole } from './guards/require-role';
import { RequireSession } from './guards/require-session';
import { RootLayout } from './layouts/root-layout';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';

const ADMIN: readonly Role[] = ['admin'];
const MANAGER: readonly Role[] = ['manager'];
const BACK_OFFICE: readonly Role[] = ['admin', 'manager'];

function only(roles: readonly Role[], element: ReactNode) {
  return <RequireRole roles={roles}>{element}</RequireRole>;
}

/**
 * Every layout and page is its own chunk, fetched when a route first matches, so a visitor of the
 * public site never downloads the dashboard. The router loads all matched chunks in parallel and
 * keeps showing the current page until they arrive.
 */
function lazyPage<Module>(load: () => Promise<Module>, render: (module: Module) => ReactNode): RouteObject['lazy'] {
  return async () => ({ element: render(await load()) });
}

const home = () => import('../features/site/pages/home-page');
const events = () => import('../features/events/pages/events-page');
const login = () => import('../features/auth/pages/login-page');

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: '/',
        lazy: lazyPage(() => import('./layouts/public-layout'), (m) => <m.PublicLayout />),
        children: [
          { index: true, lazy: lazyPage(home, (m) => <m.HomePage />) },
          { path: 'event', lazy: lazyPage(events, (m) => <m.EventsPage />) },
          { path: 'events', lazy: lazyPage(events, (m) => <m.EventsPage />) },
          { path: 'contact', lazy: lazyPage(() => import('../features/site/pages/contact-page'), (m) => <m.ContactPage />) },
          { path: 'about', lazy: lazyPage(() => import('../features/site/pages/about-page'), (m) => <m.AboutPage />) },
          { path: 'clubs', lazy: lazyPage(() => import('../features/venues/pages/clubs-page'), (m) => <m.ClubsPage />) },
          { path: 'profile', lazy: lazyPage(() => import('../features/profile/pages/profile-page'), (m) => <m.ProfilePage />) },
        ],
      },
      {
        path: '/club/:id',
        lazy: lazyPage(() => import('./layouts/venue-layout'), (m) => <m.VenueLayout />),
        children: [
          { index: true, lazy: lazyPage(() => import('../features/venues/pages/club-home-page'), (m) => <m.ClubHomePage />) },
          { path: 'events', lazy: lazyPage(() => import('../features/venues/pages/club-events-page'), (m) => <m.ClubEventsPage />) },
          { path: 'contact', lazy: lazyPage(() => import('../features/venues/pages/club-contact-page'), (m) => <m.ClubContactPage />) },
        ],
      },
      {
        path: '/auth',
        lazy: lazyPage(() => import('./layouts/auth-layout'), (m) => <m.AuthLayout />),
        children: [
          { index: true, lazy: lazyPage(login, (m) => <m.LoginPage />) },
          { path: 'login', lazy: lazyPage(login, (m) => <m.LoginPage />) },
          { path: 'register', lazy: lazyPage(() => import('../features/auth/pages/register-page'), (m) => <m.RegisterPage />) },
          { path: 'verified', lazy: lazyPage(() => import('../features/auth/pages/verified-page'), (m) => <m.VerifiedPage />) },
          { path: 'verify-email/:token', lazy: lazyPage(() => import('../features/auth/pages/verify-email-page'), (m) => <m.VerifyEmailPage />) },
          { path: 'change-password', lazy: lazyPage(() => import('../features/auth/pages/change-password-page'), (m) => <m.ChangePasswordPage />) },
          { path: 'reset-password/:token', lazy: lazyPage(() => import('../features/auth/pages/reset-password-page'), (m) => <m.ResetPasswordPage />) },
          { path: 'password-changed', lazy: lazyPage(() => import('../features/auth/pages/password-changed-page'), (m) => <m.PasswordChangedPage />) },
        ],
      },
      {
        path: '/dashboard',
        lazy: lazyPage(() => import('./layouts/dashboard/dashboard-layout'), (m) => (
          <RequireSession>
            <m.DashboardLayout />
          </RequireSession>
        )),
        children: [
          { index: true, element: <Navigate to="reservation" replace /> },
          {
            path: 'reservation',
            lazy: lazyPage(() => import('../features/reservations/pages/reservations-page'), (m) => only(BACK_OFFICE, <m.ReservationsPage />)),
          },
          {
            path: 'menu',
            lazy: lazyPage(() => import('../features/menu/pages/menu-page'), (m) => only(MANAGER, <m.MenuPage />)),
            children: [
              { index: true, lazy: lazyPage(() => import('../features/menu/pages/category-list-page'), (m) => <m.CategoryListPage />) },
              { path: 'subcategory', lazy: lazyPage(() => import('../features/menu/pages/subcategory-list-page'), (m) => <m.SubcategoryListPage />) },
              { path: 'item-list', lazy: lazyPage(() => import('../features/menu/pages/item-list-page'), (m) => <m.ItemListPage />) },
            ],
          },
          {
            path: 'settings',
            lazy: lazyPage(() => import('./layouts/dashboard/settings-layout'), (m) => only(BACK_OFFICE, <m.SettingsLayout />)),
            children: [
              {
                index: true,
                lazy: lazyPage(
                  () => Promise.all([import('../features/site/pages/site-settings-page'), import('../features/venues/pages/venue-settings-page')]),
                  ([site, venue]) => <ByRole admin={<site.SiteSettingsPage />} manager={<venue.VenueSettingsPage />} />,
                ),
              },
              {
                path: 'slider',
                lazy: lazyPage(
                  () => Promise.all([import('../features/site/pages/site-slider-page'), import('../features/venues/pages/venue-slider-page')]),
                  ([site, venue]) => <ByRole admin={<site.SiteSliderPage />} manager={<venue.VenueSliderPage />} />,
                ),
              },
              {
                path: 'working-hours',
                lazy: lazyPage(() => import('../features/venues/pages/working-hours-page'), (m) => only(MANAGER, <m.WorkingHoursPage />)),
              },
              { path: 'tables', lazy: lazyPage(() => import('../features/venues/pages/tables-page'), (m) => only(MANAGER, <m.TablesPage />)) },
            ],
          },
          { path: 'coupons', lazy: lazyPage(() => import('../features/coupons/pages/coupons-page'), (m) => <m.CouponsPage />) },
          { path: 'users-list', lazy: lazyPage(() => import('../features/users/pages/users-list-page'), (m) => only(ADMIN, <m.UsersListPage />)) },
          { path: 'staff', lazy: lazyPage(() => import('../features/users/pages/staff-page'), (m) => only(BACK_OFFICE, <m.StaffPage />)) },
          {
            path: 'events',
            lazy: lazyPage(() => import('../features/events/pages/dashboard-events-page'), (m) => only(BACK_OFFICE, <m.DashboardEventsPage />)),
          },
          {
            path: 'object-list',
            lazy: lazyPage(() => import('../features/venues/pages/object-list-page'), (m) => only(ADMIN, <m.ObjectListPage />)),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);

registerNavigator((to) => {
  void router.navigate(to);
});
