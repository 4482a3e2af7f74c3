import { PlaceholderPanel } from '../../../components/placeholder-panel';

export function ItemListPage() {
  return <PlaceholderPanel title="Stavke menija" />;
}
