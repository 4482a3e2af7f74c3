import type { ReactNode } from 'react';
import { useMessages } from '../../../lib/locale';

/** The user's reservation history: the profile's frame around the list the app puts in. */
export function ProfileReservations({ children }: { children: ReactNode }) {
  const t = useMessages();
  return (
    <section className="profile-section" aria-labelledby="profile-reservations-title">
      <h2 className="profile-section__title" id="profile-reservations-title">
        {t('profile.reservations.title')}
      </h2>
      <p className="profile-section__subtitle">{t('profile.reservations.subtitle')}</p>
      {children}
    </section>
  );
}
