import { PAGE_SIZES } from '@izlazak/contracts';
import { PeopleScreen, type PeopleScreenConfig } from '../components/people-screen';

const STAFF: PeopleScreenConfig = {
  kind: 'staff',
  title: 'Osoblje',
  subtitle: 'Menadžeri i osoblje objekta.',
  role: 'staff,manager',
  pageSize: PAGE_SIZES.staff,
  addLabel: 'Dodaj osoblje',
  idLabel: 'ID Osoblja',
  emptyText: 'Još nema dodatog osoblja.',
};

export function StaffPage() {
  return <PeopleScreen config={STAFF} />;
}
