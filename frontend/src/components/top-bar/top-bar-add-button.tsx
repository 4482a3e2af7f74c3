import Button from 'react-bootstrap/Button';
import { PlusIcon } from '../icons';
import { TopBarActions } from './top-bar-slots';

/** A list screen's 'Dodaj …' button in the top bar; its label stays whole on a phone. */
export function TopBarAddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <TopBarActions>
      <Button variant="primary" className="top-bar__button" onClick={onClick}>
        <PlusIcon size={16} />
        {label}
      </Button>
    </TopBarActions>
  );
}
