import type { ReactNode } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { Role } from '@izlazak/contracts';
import { registerNavigator } from '../lib/navigation';
import { ChangePasswordPage } from '../features/auth/pages/change-password-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { PasswordChangedPage } from '../features/auth/pages/password-changed-page';
import { RegisterPage } from '../features/auth/pages/register-page';
import { ResetPasswordPage } from '../features/auth/pages/reset-password-page';
import { VerifiedPage } from '../features/auth/pages/verified-page';
import { VerifyEmailPage } from '../features/auth/pages/verify-email-page';
import { CouponsPage } from '../features/coupons/pages/coupons-page';
import { DashboardEventsPage } from '../features/events/pages/dashboard-events-page';
import { EventsPage } from '../features/events/pages/events-page';
import { CategoryListPage } from '../features/menu/pages/category-list-page';
import { ItemListPage } from '../features/menu/pages/item-list-page';
import { MenuPage } from '../features/menu/pages/menu-page';
import { SubcategoryListPage } from '../features/menu/pages/subcategory-list-page';
import { ProfilePage } from '../features/profile/pages/profile-page';
import { ReservationsPage } from '../features/reservations/pages/reservations-page';
import { AboutPage } from '../features/site/pages/about-page';
import { ContactPage } from '../features/site/pages/contact-page';
import { SiteSettingsPage } from '../features/site/pages/site-settings-page';
import { SiteSliderPage } from '../features/site/pages/site-slider-page';
import { StaffPage } from '../features/users/pages/staff-page';
import { UsersListPage } from '../features/users/pages/users-list-page';
import { ClubContactPage } from '../features/venues/pages/club-contact-page';
import { ClubHomePage } from '../features/venues/pages/club-home-page';
import { ClubsPage } from '../features/venues/pages/clubs-page';
import { ObjectListPage } from '../features/venues/pages/object-list-page';
import { TablesPage } from '../features/venues/pages/tables-page';
import { VenueSettingsPage } from '../features/venues/pages/venue-settings-page';
import { VenueSliderPage } from '../features/venues/pages/venue-slider-page';
import { WorkingHoursPage } from '../features/venues/pages/working-hours-page';
import { ByRole, RequireRole } from './guards/require-role';
import { RequireSession } from './guards/require-session';
import { AuthLayout } from './layouts/auth-layout';
import { DashboardLayout } from './layouts/dashboard/dashboard-layout';
import { SettingsLayout } from './layouts/dashboard/settings-layout';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { VenueLayout } from './layouts/venue-layout';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';
import { ClubEventsRoute } from './routes/club-events-route';
import { HomeRoute } from './routes/home-route';

const ADMIN: readonly Role[] = ['admin'];
const MANAGER: readonly Role[] = ['manager'];
const BACK_OFFICE: readonly Role[] = ['admin', 'manager'];

function only(roles: readonly Role[], element: ReactNode) {
  return <RequireRole roles={roles}>{element}</RequireRole>;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: '/',
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomeRoute /> },
          { path: 'event', element: <EventsPage /> },
          { path: 'events', element: <EventsPage /> },
          { path: 'event/:eventId', element: <EventsPage /> },
          { path: 'contact', element: <ContactPage /> },
          { path: 'about', element: <AboutPage /> },
          { path: 'clubs', element: <ClubsPage /> },
          { path: 'profile', element: <ProfilePage /> },
        ],
      },
      {
        path: '/club/:id',
        element: <VenueLayout />,
        children: [
          { index: true, element: <ClubHomePage /> },
          { path: 'events', element: <ClubEventsRoute /> },
          { path: 'contact', element: <ClubContactPage /> },
        ],
      },
      {
        path: '/auth',
        element: <AuthLayout />,
        children: [
          { index: true, element: <LoginPage /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'verified', element: <VerifiedPage /> },
          { path: 'verify-email/:token', element: <VerifyEmailPage /> },
          { path: 'change-password', element: <ChangePasswordPage /> },
          { path: 'reset-password/:token', element: <ResetPasswordPage /> },
          { path: 'password-changed', element: <PasswordChangedPage /> },
        ],
      },
      {
        path: '/dashboard',
        element: (
          <RequireSession>
            <DashboardLayout />
          </RequireSession>
        ),
        children: [
          { index: true, element: <Navigate to="reservation" replace /> },
          { path: 'reservation', element: only(BACK_OFFICE, <ReservationsPage />) },
          {
            path: 'menu',
            element: only(MANAGER, <MenuPage />),
            children: [
              { index: true, element: <CategoryListPage /> },
              { path: 'subcategory', element: <SubcategoryListPage /> },
              { path: 'item-list', element: <ItemListPage /> },
            ],
          },
          {
            path: 'settings',
            element: only(BACK_OFFICE, <SettingsLayout />),
            children: [
              { index: true, element: <ByRole admin={<SiteSettingsPage />} manager={<VenueSettingsPage />} /> },
              { path: 'slider', element: <ByRole admin={<SiteSliderPage />} manager={<VenueSliderPage />} /> },
              { path: 'working-hours', element: only(MANAGER, <WorkingHoursPage />) },
              { path: 'tables', element: only(MANAGER, <TablesPage />) },
            ],
          },
          { path: 'coupons', element: <CouponsPage /> },
          { path: 'users-list', element: only(ADMIN, <UsersListPage />) },
          { path: 'staff', element: only(BACK_OFFICE, <StaffPage />) },
          { path: 'events', element: only(BACK_OFFICE, <DashboardEventsPage />) },
          { path: 'object-list', element: only(ADMIN, <ObjectListPage />) },
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
