import { DashboardPage } from '../../../components/dashboard-page';
import { PlaceholderPanel } from '../../../components/placeholder-panel';

export function CouponsPage() {
  return (
    <DashboardPage title="Kuponi">
      <PlaceholderPanel title="Lista kupona" />
    </DashboardPage>
  );
}
