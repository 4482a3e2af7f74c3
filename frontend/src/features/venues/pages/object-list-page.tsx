import { DashboardPage } from '../../../components/dashboard-page';
import { PlaceholderPanel } from '../../../components/placeholder-panel';

export function ObjectListPage() {
  return (
    <DashboardPage title="Lista objekata" subtitle="Ugostiteljski objekti i njihovi menadžeri.">
      <PlaceholderPanel title="Objekti" />
    </DashboardPage>
  );
}
