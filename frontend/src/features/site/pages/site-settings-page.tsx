import { LoadingIndicator } from '../../../components/loading-indicator';
import { QueryState } from '../../../components/query-state';
import { SiteSettingsForm } from '../components/site-settings-form';
import { useGetSiteQuery } from '../api';

export function SiteSettingsPage() {
  const site = useGetSiteQuery();
  return (
    <QueryState query={site} unavailable="Podaci stranice trenutno nisu dostupni." loading={<LoadingIndicator label="Učitavanje podataka stranice..." />}>
      {(data) => <SiteSettingsForm site={data} />}
    </QueryState>
  );
}
