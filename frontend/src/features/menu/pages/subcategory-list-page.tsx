import { PlaceholderPanel } from '../../../components/placeholder-panel';

export function SubcategoryListPage() {
  return <PlaceholderPanel title="Podkategorije" />;
}
