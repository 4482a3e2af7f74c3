import { PAGE_SIZES } from '@izlazak/contracts';
import { PeopleScreen, type PeopleScreenConfig } from '../components/people-screen';

const USERS_LIST: PeopleScreenConfig = {
  kind: 'user',
  title: 'users.list.title',
  subtitle: 'users.list.subtitle',
  role: 'user',
  pageSize: PAGE_SIZES.users,
  addLabel: 'users.list.addLabel',
  idLabel: 'users.list.idLabel',
  emptyText: 'users.list.emptyText',
};

export function UsersListPage() {
  return <PeopleScreen config={USERS_LIST} />;
}
