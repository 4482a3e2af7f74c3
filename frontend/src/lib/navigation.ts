type Navigate = (to: string) => void;

let navigateImpl: Navigate | null = null;

/** The router registers itself here so code outside React (the base query) can navigate. */
export function registerNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string): void {
  if (navigateImpl) navigateImpl(to);
  else window.location.assign(to);
}

export function currentPath(): string {
  return window.location.pathname + window.location.search;
}

export const LOGIN_PATH = '/auth/login';
export const DASHBOARD_HOME = '/dashboard/reservation';
/** The door screen: the staff's only screen, where they land. */
export const DOOR_HOME = '/dashboard/door';

/** 'Moje liste': a promoter's only screen (docs/guest-lists.md). */
export const PROMOTER_HOME = '/dashboard/promoter';

/** Where a back-office account lands after login: staff at the door, a promoter on their lists, everyone else in Rezervacije. */
export function dashboardHomeFor(role: string | undefined): string {
  if (role === 'staff') return DOOR_HOME;
  if (role === 'promoter') return PROMOTER_HOME;
  return DASHBOARD_HOME;
}

/** The login URL that brings the visitor back to `from` afterwards. */
export function loginPathFor(from: string | null | undefined): string {
  const next = safeNextPath(from);
  if (!next || next === '/' || next.startsWith('/auth')) return LOGIN_PATH;
  return `${LOGIN_PATH}?next=${encodeURIComponent(next)}`;
}

/** Only same-site absolute paths are followed after login; anything else is dropped. */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
