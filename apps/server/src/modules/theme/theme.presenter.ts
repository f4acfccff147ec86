/** A tenant's theme row as the contract's Theme (spec section 3). */
import type { Theme } from '@portal/contracts';
import type { ClientThemeRow } from '../../db/schema/index.ts';

export function presentTheme(row: ClientThemeRow): Theme {
  return {
    primaryColour: row.primaryColour,
    secondaryColour: row.secondaryColour,
    logoFileUrl: row.logoFileUrl,
    brandHeaderLogo: row.brandHeaderLogo,
    mobileLogo: row.mobileLogo,
    supportEmail: row.supportEmail,
    contactUsEmail: row.contactUsEmail,
    benefitBrandName: row.benefitBrandName,
    benefitBrandPhoneNumber: row.benefitBrandPhoneNumber,
    avatarSet: row.avatarSet,
    baseFont: row.baseFont,
    headerFont: row.headerFont,
  };
}
