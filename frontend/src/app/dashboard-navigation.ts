import type { ComponentType } from 'react';
import type { MessageId, Role } from '@izlazak/contracts';
import {
  BookIcon,
  BriefcaseIcon,
  BuildingIcon,
  CalendarIcon,
  ChartIcon,
  ClockIcon,
  DoorIcon,
  ListIcon,
  MusicIcon,
  ReceiptIcon,
  RefundIcon,
  SendIcon,
  SlidersIcon,
  TagIcon,
  UserIcon,
  UsersIcon,
  WalletIcon,
} from '../components/icons';

export interface DashboardNavItem {
  /** The entry's name as a message (the screens' language). */
  label: MessageId;
  to: string;
  roles: readonly Role[];
  icon: ComponentType<{ size?: number }>;
}

/**
 * The sidebar as the spec's table, plus 'Kuponi' (issue 13), 'Ulaz' (issue 22), 'Gosti' (issue 24), 'Liste' and 'Obračun promotera' (issue 37), 'Povraćaji' and 'Izvoz za ESIR' (issue 38). Staff have no
 * entries (the spec): they land on 'Ulaz', their only screen (see dashboardHomeFor). A promoter has 'Moje liste' only.
 */
export const DASHBOARD_NAVIGATION: readonly DashboardNavItem[] = [
  { label: 'dashboard.nav.promoter', to: '/dashboard/promoter', roles: ['promoter'], icon: UsersIcon },
  { label: 'dashboard.nav.reservations', to: '/dashboard/reservation', roles: ['admin', 'manager'], icon: CalendarIcon },
  { label: 'dashboard.nav.deposits', to: '/dashboard/deposits', roles: ['admin', 'manager'], icon: TagIcon },
  { label: 'dashboard.nav.refunds', to: '/dashboard/refunds', roles: ['admin', 'manager'], icon: RefundIcon },
  { label: 'dashboard.nav.fiscalExport', to: '/dashboard/fiscal-export', roles: ['admin', 'manager'], icon: ReceiptIcon },
  { label: 'dashboard.nav.waitlist', to: '/dashboard/waitlist', roles: ['admin', 'manager'], icon: UsersIcon },
  { label: 'dashboard.nav.guests', to: '/dashboard/guests', roles: ['admin', 'manager'], icon: UserIcon },
  { label: 'dashboard.nav.door', to: '/dashboard/door', roles: ['admin', 'manager'], icon: DoorIcon },
  { label: 'dashboard.nav.guestLists', to: '/dashboard/guest-lists', roles: ['admin', 'manager'], icon: ListIcon },
  { label: 'dashboard.nav.menu', to: '/dashboard/menu', roles: ['manager'], icon: BookIcon },
  { label: 'dashboard.nav.settings', to: '/dashboard/settings', roles: ['admin', 'manager'], icon: SlidersIcon },
  { label: 'dashboard.nav.users', to: '/dashboard/users-list', roles: ['admin'], icon: UsersIcon },
  { label: 'dashboard.nav.venues', to: '/dashboard/object-list', roles: ['admin'], icon: BuildingIcon },
  { label: 'dashboard.nav.staff', to: '/dashboard/staff', roles: ['admin', 'manager'], icon: BriefcaseIcon },
  { label: 'dashboard.nav.events', to: '/dashboard/events', roles: ['admin', 'manager'], icon: MusicIcon },
  { label: 'dashboard.nav.coupons', to: '/dashboard/coupons', roles: ['admin', 'manager'], icon: TagIcon },
  { label: 'dashboard.nav.promoterSettlement', to: '/dashboard/promoter-settlement', roles: ['admin', 'manager'], icon: WalletIcon },
  { label: 'dashboard.nav.reports', to: '/dashboard/reports', roles: ['admin', 'manager'], icon: ChartIcon },
  { label: 'dashboard.nav.history', to: '/dashboard/history', roles: ['admin', 'manager'], icon: ClockIcon },
  { label: 'dashboard.nav.integrations', to: '/dashboard/integrations', roles: ['admin', 'manager'], icon: SendIcon },
];

export function navigationFor(role: Role): DashboardNavItem[] {
  return DASHBOARD_NAVIGATION.filter((item) => item.roles.includes(role));
}

export interface SettingsTab {
  label: MessageId;
  to: string;
  roles: readonly Role[];
}

export const SETTINGS_TABS: readonly SettingsTab[] = [
  { label: 'settings.tab.general', to: '/dashboard/settings', roles: ['admin', 'manager'] },
  { label: 'settings.tab.slider', to: '/dashboard/settings/slider', roles: ['admin', 'manager'] },
  { label: 'settings.tab.workingHours', to: '/dashboard/settings/working-hours', roles: ['manager'] },
  { label: 'settings.tab.tables', to: '/dashboard/settings/tables', roles: ['manager'] },
  { label: 'settings.tab.floor', to: '/dashboard/settings/floor', roles: ['admin', 'manager'] },
  { label: 'settings.tab.terms', to: '/dashboard/settings/terms', roles: ['admin', 'manager'] },
];
