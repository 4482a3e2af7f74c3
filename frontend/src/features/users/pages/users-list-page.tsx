import { DashboardPage } from '../../../components/dashboard-page';
import { PlaceholderPanel } from '../../../components/placeholder-panel';

export function UsersListPage() {
  return (
    <DashboardPage title="Lista korisnika" subtitle="Registrovani korisnici platforme.">
      <PlaceholderPanel title="Korisnici" />
    </DashboardPage>
  );
}
