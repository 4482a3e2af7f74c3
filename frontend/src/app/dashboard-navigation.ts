import type { ComponentType } from 'react';
import type { Role } from '@izlazak/contracts';
import {
  BookIcon,
  BriefcaseIcon,
  BuildingIcon,
  CalendarIcon,
  ChartIcon,
  ClockIcon,
  DoorIcon,
  MusicIcon,
  SendIcon,
  SlidersIcon,
  TagIcon,
  UserIcon,
  UsersIcon,
} from '../components/icons';

export interface DashboardNavItem {
  label: string;
  to: string;
  roles: readonly Role[];
  icon: ComponentType<{ size?: number }>;
}

/**
 * The sidebar as the spec's table, plus 'Kuponi' (issue 13), 'Ulaz' (issue 22) and 'Gosti' (issue 24). Staff have no
 * entries (the spec): they land on 'Ulaz', their only screen (see dashboardHomeFor).
 */
export const DASHBOARD_NAVIGATION: readonly DashboardNavItem[] = [
  { label: 'Rezervacije', to: '/dashboard/reservation', roles: ['admin', 'manager'], icon: CalendarIcon },
  { label: 'Depoziti', to: '/dashboard/deposits', roles: ['admin', 'manager'], icon: TagIcon },
  { label: 'Lista čekanja', to: '/dashboard/waitlist', roles: ['admin', 'manager'], icon: UsersIcon },
  { label: 'Gosti', to: '/dashboard/guests', roles: ['admin', 'manager'], icon: UserIcon },
  { label: 'Ulaz', to: '/dashboard/door', roles: ['admin', 'manager'], icon: DoorIcon },
  { label: 'Meni', to: '/dashboard/menu', roles: ['manager'], icon: BookIcon },
  { label: 'Podešavanja', to: '/dashboard/settings', roles: ['admin', 'manager'], icon: SlidersIcon },
  { label: 'Lista korisnika', to: '/dashboard/users-list', roles: ['admin'], icon: UsersIcon },
  { label: 'Lista objekata', to: '/dashboard/object-list', roles: ['admin'], icon: BuildingIcon },
  { label: 'Osoblje', to: '/dashboard/staff', roles: ['admin', 'manager'], icon: BriefcaseIcon },
  { label: 'Događaji', to: '/dashboard/events', roles: ['admin', 'manager'], icon: MusicIcon },
  { label: 'Kuponi', to: '/dashboard/coupons', roles: ['admin', 'manager'], icon: TagIcon },
  { label: 'Izveštaji', to: '/dashboard/reports', roles: ['admin', 'manager'], icon: ChartIcon },
  { label: 'Istorija izmena', to: '/dashboard/history', roles: ['admin', 'manager'], icon: ClockIcon },
  { label: 'Integracije', to: '/dashboard/integrations', roles: ['admin', 'manager'], icon: SendIcon },
];

export function navigationFor(role: Role): DashboardNavItem[] {
  return DASHBOARD_NAVIGATION.filter((item) => item.roles.includes(role));
}

export interface SettingsTab {
  label: string;
  to: string;
  roles: readonly Role[];
}

export const SETTINGS_TABS: readonly SettingsTab[] = [
  { label: 'Generalna podešavanja', to: '/dashboard/settings', roles: ['admin', 'manager'] },
  { label: 'Slider', to: '/dashboard/settings/slider', roles: ['admin', 'manager'] },
  { label: 'Radno vreme', to: '/dashboard/settings/working-hours', roles: ['manager'] },
  { label: 'Stolovi', to: '/dashboard/settings/tables', roles: ['manager'] },
  { label: 'Raspored', to: '/dashboard/settings/floor', roles: ['admin', 'manager'] },
  { label: 'Uslovi', to: '/dashboard/settings/terms', roles: ['admin', 'manager'] },
];
