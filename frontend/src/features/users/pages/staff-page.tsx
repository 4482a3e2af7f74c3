import { DashboardPage } from '../../../components/dashboard-page';
import { PlaceholderPanel } from '../../../components/placeholder-panel';

export function StaffPage() {
  return (
    <DashboardPage title="Osoblje" subtitle="Menadžeri i osoblje objekta.">
      <PlaceholderPanel title="Lista osoblja" />
    </DashboardPage>
  );
}
