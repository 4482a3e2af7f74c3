import { DashboardPage } from '../../../components/dashboard-page';
import { PlaceholderPanel } from '../../../components/placeholder-panel';

export function ReservationsPage() {
  return (
    <DashboardPage title="Današnje rezervacije:">
      <PlaceholderPanel title="Rezervacije">Pregled, dodavanje i izmena rezervacija biće dostupni uskoro.</PlaceholderPanel>
    </DashboardPage>
  );
}
