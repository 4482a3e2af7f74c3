import { useState } from 'react';
import { useGetEventQuery } from '../../features/events/api';
import { EventPreviewModal } from '../../features/events/components/event-preview-modal';
import { OwnDataPanel } from '../../features/privacy/components/own-data-panel';
import { ProfilePage } from '../../features/profile/pages/profile-page';
import { MyReservations } from '../../features/reservations/components/my-reservations';

/** /profile: the profile (profile) with the user's reservations (reservations), whose event opens its detail (events) without buttons, and their own data (privacy). */
export function ProfileRoute() {
  const [eventId, setEventId] = useState<string | null>(null);
  const { currentData: event } = useGetEventQuery(eventId ?? '', { skip: !eventId });
  return (
    <>
      <ProfilePage reservations={<MyReservations onShowEvent={setEventId} />} ownData={<OwnDataPanel />} />
      <EventPreviewModal event={eventId ? (event ?? null) : null} onClose={() => setEventId(null)} />
    </>
  );
}
