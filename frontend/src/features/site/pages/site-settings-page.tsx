import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { SiteSettingsForm } from '../components/site-settings-form';
import { useGetSiteQuery } from '../api';

export function SiteSettingsPage() {
  const { data: site, isLoading, isError, refetch } = useGetSiteQuery();

  if (isLoading) return <LoadingIndicator label="Učitavanje podataka stranice..." />;
  if (isError || !site) {
    return (
      <Alert variant="danger" className="d-flex align-items-center justify-content-between">
        Podaci stranice trenutno nisu dostupni.
        <Button variant="outline-danger" size="sm" onClick={() => refetch()}>
          Pokušaj ponovo
        </Button>
      </Alert>
    );
  }
  return <SiteSettingsForm site={site} />;
}
