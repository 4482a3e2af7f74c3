import { PlaceholderPanel } from '../../../components/placeholder-panel';
import '../venues.css';

export function ClubEventsPage() {
  return (
    <div className="container py-5">
      <h1 className="venue-section-title mb-4">Pronađi događaj za izlazak</h1>
      <PlaceholderPanel title="Događaji objekta">Događaji ovog objekta stižu uskoro.</PlaceholderPanel>
    </div>
  );
}
