import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { ChevronRightIcon, EditIcon, TrashIcon } from '../../../components/icons';
import { useMessages } from '../../../lib/locale';

interface MenuCardProps {
  name: string;
  details: ReactNode;
  to: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** A category or subcategory card: the whole card opens it; the icons edit or delete it. */
export function MenuCard({ name, details, to, onEdit, onDelete }: MenuCardProps) {
  const t = useMessages();
  return (
    <div className="col">
      <div className="card border-0 shadow-sm h-100 menu-card" data-testid="menu-card">
        <div className="card-body">
          <Link to={to} className="menu-card__link stretched-link">
            <span className="menu-card__name">{name}</span>
          </Link>
          <div className="menu-card__details">{details}</div>
          <ChevronRightIcon size={18} className="menu-card__arrow" aria-hidden="true" />
        </div>
        <div className="menu-card__actions">
          <Button size="sm" variant="light" className="icon-button" onClick={onEdit} aria-label={t('common.editNamed', { name })} title={t('common.edit')}>
            <EditIcon size={16} />
          </Button>
          <Button
            size="sm"
            variant="light"
            className="icon-button icon-button--danger"
            onClick={onDelete}
            aria-label={t('common.deleteNamed', { name })}
            title={t('common.delete')}
          >
            <TrashIcon size={16} />
          </Button>
        </div>
      </div>
    </div>
  );
}

/** The grid of cards: one a row on a phone, five on a large screen. */
export function MenuCardGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className="row row-cols-1 row-cols-sm-2 row-cols-md-3 row-cols-lg-4 row-cols-xl-5 g-3" aria-label={label}>
      {children}
    </section>
  );
}

export function MenuEmpty({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <div className="card border-0 shadow-sm">
      <div className="empty-state">
        {icon}
        {children}
      </div>
    </div>
  );
}

/** A menu list that could not be loaded, with 'Pokušaj ponovo'. */
export function MenuUnavailable({ message, onRetry }: { message: string; onRetry: () => unknown }) {
  const t = useMessages();
  return (
    <Alert variant="danger" className="d-flex align-items-center justify-content-between">
      {message}
      <Button variant="outline-danger" size="sm" onClick={() => onRetry()}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
