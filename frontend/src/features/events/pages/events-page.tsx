import { PageHeader } from '../../../components/page-header';
import { PlaceholderPanel } from '../../../components/placeholder-panel';

/** Serves both /events and /event. */
export function EventsPage() {
  return (
    <>
      <PageHeader title="Pronađi događaj za izlazak" subtitle="Žurke, koncerti i nastupi u gradu, po danu i vrsti." />
      <div className="container py-5">
        <PlaceholderPanel title="Događaji">Pretraga događaja po vrsti i datumu biće dostupna uskoro.</PlaceholderPanel>
      </div>
    </>
  );
}
