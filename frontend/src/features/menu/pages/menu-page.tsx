import { Outlet } from 'react-router-dom';
import { DashboardPage } from '../../../components/dashboard-page';

export function MenuPage() {
  return (
    <DashboardPage title="Meni" subtitle="Kategorije, podkategorije i stavke menija sa cenama.">
      <Outlet />
    </DashboardPage>
  );
}
