import { PlaceholderPanel } from '../../../components/placeholder-panel';

export function ClubEventsPage() {
  return (
    <div className="container py-5">
      <h1 className="section-title mb-4">Pronađi događaj za izlazak</h1>
      <PlaceholderPanel title="Događaji objekta" />
    </div>
  );
}
