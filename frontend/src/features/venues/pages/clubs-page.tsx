import { PageHeader } from '../../../components/page-header';
import { PlaceholderPanel } from '../../../components/placeholder-panel';

export function ClubsPage() {
  return (
    <>
      <PageHeader title="Pronađi mesto za izlazak" subtitle="Klubovi, splavovi, restorani i kafići na jednom mestu." />
      <div className="container py-5">
        <PlaceholderPanel title="Ugostiteljski objekti">
          Pretraga objekata po vrsti, rangu i nazivu biće dostupna uskoro.
        </PlaceholderPanel>
      </div>
    </>
  );
}
