import type { ReactNode } from 'react';

/** The user's reservation history: the profile's frame around the list the app puts in. */
export function ProfileReservations({ children }: { children: ReactNode }) {
  return (
    <section className="profile-section" aria-labelledby="profile-reservations-title">
      <h2 className="profile-section__title" id="profile-reservations-title">
        Moje rezervacije
      </h2>
      <p className="profile-section__subtitle">Pregled svih stolova koje ste rezervisali.</p>
      {children}
    </section>
  );
}
