import type { MessageId, UserView } from '@izlazak/contracts';
import { DataTable } from '../../../components/data-table';
import { EditIcon, TrashIcon } from '../../../components/icons';
import { StatusPill } from './status-pill';
import '../users.css';
import { useMessages } from '../../../lib/locale';

/** The roles named under a person's name ('Osoblje', never the role's code). */
const ROLE_LABELS: Partial<Record<UserView['role'], MessageId>> = { manager: 'roles.manager', staff: 'roles.staff', promoter: 'roles.promoter' };

interface PeopleTableProps {
  /** The table's accessible name. */
  label: string;
  people: readonly UserView[];
  /** A new page or search is on its way; the old rows stay, dimmed. */
  refreshing: boolean;
  /** 'Lista korisnika' shows how many reservations each guest made. */
  showReservations: boolean;
  idLabel: string;
  /** The logged-in account: it cannot delete itself. */
  currentUserId: string | null;
  onEdit: (person: UserView) => void;
  onDelete: (person: UserView) => void;
}

export function fullName(person: Pick<UserView, 'firstName' | 'lastName'>): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

function initials(person: UserView): string {
  return `${person.firstName.charAt(0)}${person.lastName.charAt(0)}`.toUpperCase() || '?';
}

export function PeopleTable({ label, people, refreshing, showReservations, idLabel, currentUserId, onEdit, onDelete }: PeopleTableProps) {
  const t = useMessages();
  return (
    <DataTable label={label} className={`people-table ${refreshing ? 'is-refreshing' : ''}`}>
      <thead>
        <tr>
          <th scope="col">{t('users.name')}</th>
          <th scope="col">{t('users.phone')}</th>
          <th scope="col">{t('users.email')}</th>
          {showReservations && (
            <th scope="col" className="text-center people-table__wrap">
              {t('users.reservationCount')}
            </th>
          )}
          <th scope="col">{t('users.status')}</th>
          <th scope="col">{idLabel}</th>
          <th scope="col" className="text-end data-table__actions">
            {t('common.actions')}
          </th>
        </tr>
      </thead>
      <tbody>
        {people.map((person) => {
          const name = fullName(person);
          const isSelf = person._id === currentUserId;
          const role = ROLE_LABELS[person.role];
          const meta = role ? t(role) : person.username ? `@${person.username}` : null;
          return (
            <tr key={person._id} data-testid="person-row">
              <td>
                <div className="people-table__person">
                  <span className="people-table__avatar" aria-hidden="true">
                    {person.profileImage ? <img src={person.profileImage} alt="" /> : initials(person)}
                  </span>
                  <div>
                    <div className="people-table__name">
                      {name}
                      {isSelf && <span className="badge text-bg-light ms-2 fw-semibold">{t('users.you')}</span>}
                    </div>
                    {meta && <div className="people-table__meta">{meta}</div>}
                  </div>
                </div>
              </td>
              <td className="text-nowrap">{person.mobilePhone}</td>
              <td>
                <a href={`mailto:${person.email}`} className="people-table__email">
                  {person.email}
                </a>
              </td>
              {showReservations && <td className="text-center fw-semibold">{person.numberOfReservations}</td>}
              <td>
                <StatusPill active={person.status} />
              </td>
              <td className="people-table__id">{person.uniqueId}</td>
              <td className="people-table__actions data-table__actions">
                <button type="button" className="people-table__action" onClick={() => onEdit(person)} aria-label={t('users.editNamed', { name })} title={t('common.edit')}>
                  <EditIcon size={17} />
                </button>
                <button
                  type="button"
                  className="people-table__action people-table__action--danger"
                  onClick={() => onDelete(person)}
                  disabled={isSelf}
                  aria-label={t('users.deleteNamed', { name })}
                  title={isSelf ? t('users.cannotDeleteSelf') : t('common.delete')}
                >
                  <TrashIcon size={17} />
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
