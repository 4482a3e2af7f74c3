import { DashboardPage } from '../../../components/dashboard-page';
import { PlaceholderPanel } from '../../../components/placeholder-panel';

export function DashboardEventsPage() {
  return (
    <DashboardPage title="Događaji" subtitle="Događaji objekata: dodavanje, izmena i pregled.">
      <PlaceholderPanel title="Lista događaja" />
    </DashboardPage>
  );
}
