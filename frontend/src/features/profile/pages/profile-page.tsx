import { useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { useLogout, useSession } from '../../../api/session-api';
import { LogOutIcon, UserIcon } from '../../../components/icons';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { PageHeader } from '../../../components/page-header';
import { loginPathFor } from '../../../lib/navigation';
import { ProfileReservations } from '../components/profile-reservations';
import { ProfileSettingsForm } from '../components/profile-settings-form';
import { useGetProfileQuery } from '../api';
import '../profile.css';
import { useMessages } from '../../../lib/locale';
import { LocaleChoice } from '../../../components/top-bar/locale-choice';

type ProfileView = 'reservations' | 'settings';

function ProfileSettings() {
  const { data: profile, isLoading, isError, refetch } = useGetProfileQuery();
  const t = useMessages();
  if (isLoading) return <LoadingIndicator label={t('profile.loading')} />;
  if (isError || !profile) {
    return (
      <Alert variant="danger" className="d-flex align-items-center justify-content-between">
        {t('profile.unavailable')}
        <Button variant="outline-danger" size="sm" onClick={() => void refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  return <ProfileSettingsForm profile={profile} />;
}

/** /profile; `reservations` is the user's reservation list and `ownData` the buttons over their own data, put in by the app (app/routes/profile-route). */
export function ProfilePage({ reservations, ownData }: { reservations: ReactNode; ownData?: ReactNode }) {
  const { user, loggedIn } = useSession();
  const logout = useLogout();
  const [view, setView] = useState<ProfileView>('reservations');
  const t = useMessages();

  if (loggedIn === undefined) return <LoadingIndicator />;
  if (!user) {
    return (
      <>
        <PageHeader title={t('profile.title')} />
        <div className="container py-5 text-center">
          <p className="lead">{t('profile.signInFirst')}</p>
          <Link to={loginPathFor('/profile')} className="btn btn-primary">
            {t('auth.signIn')}
          </Link>
        </div>
      </>
    );
  }

  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return (
    <>
      <PageHeader eyebrow={t('profile.title')} title={fullName} />
      <div className="container py-5">
        <div className="row g-4">
          <aside className="col-12 col-lg-3">
            <div className="profile-panel">
              {user.profileImage ? (
                <img src={user.profileImage} alt="" className="profile-panel__photo" />
              ) : (
                <div className="profile-panel__avatar" aria-hidden="true">
                  <UserIcon size={28} />
                </div>
              )}
              <div className="fw-semibold" data-testid="profile-panel-name">
                {fullName}
              </div>
              <div className="profile-panel__email">{user.email}</div>
              <div className="d-grid gap-2">
                <button
                  type="button"
                  className={`btn ${view === 'reservations' ? 'btn-primary' : 'btn-outline-primary'}`}
                  onClick={() => setView('reservations')}
                  aria-pressed={view === 'reservations'}
                >
                  {t('profile.tab.reservations')}
                </button>
                <button
                  type="button"
                  className={`btn ${view === 'settings' ? 'btn-primary' : 'btn-outline-primary'}`}
                  onClick={() => setView('settings')}
                  aria-pressed={view === 'settings'}
                >
                  {t('profile.tab.settings')}
                </button>
                <button type="button" className="btn btn-outline-secondary" onClick={() => void logout()}>
                  <LogOutIcon size={16} className="me-2" />
                  {t('dashboard.logout')}
                </button>
              </div>
              {ownData}
              <LocaleChoice className="mt-3" />
            </div>
          </aside>
          <div className="col-12 col-lg-9">{view === 'reservations' ? <ProfileReservations>{reservations}</ProfileReservations> : <ProfileSettings />}</div>
        </div>
      </div>
    </>
  );
}
