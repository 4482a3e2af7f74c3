import { PlaceholderPanel } from '../../../components/placeholder-panel';

export function CategoryListPage() {
  return <PlaceholderPanel title="Kategorije menija" />;
}
