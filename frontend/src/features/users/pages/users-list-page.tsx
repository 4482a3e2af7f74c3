import { PAGE_SIZES } from '@izlazak/contracts';
import { PeopleScreen, type PeopleScreenConfig } from '../components/people-screen';

const USERS_LIST: PeopleScreenConfig = {
  kind: 'user',
  title: 'Lista korisnika',
  subtitle: 'Registrovani korisnici platforme.',
  role: 'user',
  pageSize: PAGE_SIZES.users,
  addLabel: 'Dodaj korisnika',
  idLabel: 'ID Korisnika',
  emptyText: 'Još nema registrovanih korisnika.',
};

export function UsersListPage() {
  return <PeopleScreen config={USERS_LIST} />;
}
