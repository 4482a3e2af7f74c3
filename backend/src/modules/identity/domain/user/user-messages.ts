import { t } from '@izlazak/contracts';

/** Identity's refusals, as the message catalogs word them (docs/i18n.md). */
export const USER_NOT_FOUND = t('identity.userNotFound');
export const USER_EXISTS = t('identity.userExists');
export const SIGN_IN_REQUIRED = t('identity.signInRequired');
export const INVALID_VERIFICATION_LINK = t('identity.verificationLinkInvalid');
export const EXPIRED_VERIFICATION_LINK = t('identity.verificationLinkExpired');
export const INVALID_RESET_LINK = t('identity.resetLinkInvalid');
export const EXPIRED_EMAIL_CHANGE_LINK = t('identity.emailChangeLinkExpired');
export const EXPIRED_RESET_LINK = t('identity.resetLinkExpired');
export const CURRENT_PASSWORD_REQUIRED = t('identity.currentPasswordRequired');
export const CURRENT_PASSWORD_WRONG = t('identity.currentPasswordWrong');
export const NOT_YOUR_CLUB = t('identity.notYourClub');
export const MANAGER_ROLES_ONLY = t('identity.managerRolesOnly');
export const NO_CLUB = t('identity.noClub');
export const PROMOTER_NEEDS_CLUB = t('identity.promoterNeedsClub');
export const NOT_OWN_ROLE_OR_STATUS = t('identity.notOwnRoleOrStatus');
export const NOT_YOURSELF = t('identity.notYourself');
export const ADMIN_NOT_MANAGED = t('identity.adminNotManaged');
