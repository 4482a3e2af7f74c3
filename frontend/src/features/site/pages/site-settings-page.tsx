import { LoadingIndicator } from '../../../components/loading-indicator';
import { QueryState } from '../../../components/query-state';
import { SiteSettingsForm } from '../components/site-settings-form';
import { useGetSiteQuery } from '../api';
import { useMessages } from '../../../lib/locale';

export function SiteSettingsPage() {
  const site = useGetSiteQuery();
  const t = useMessages();
  return (
    <QueryState query={site} unavailable={t('siteAdmin.unavailable')} loading={<LoadingIndicator label={t('siteAdmin.loading')} />}>
      {(data) => <SiteSettingsForm site={data} />}
    </QueryState>
  );
}
