import { PAGE_SIZES } from '@izlazak/contracts';
import { PeopleScreen, type PeopleScreenConfig } from '../components/people-screen';

const STAFF: PeopleScreenConfig = {
  kind: 'staff',
  title: 'users.staff.title',
  subtitle: 'users.staff.subtitle',
  role: 'staff,manager',
  pageSize: PAGE_SIZES.staff,
  addLabel: 'users.staff.addLabel',
  idLabel: 'users.staff.idLabel',
  emptyText: 'users.staff.emptyText',
};

export function StaffPage() {
  return <PeopleScreen config={STAFF} />;
}
