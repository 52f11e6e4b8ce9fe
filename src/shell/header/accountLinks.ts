import { myAccountHref } from './rules';
import type { HeaderModel } from './useHeaderModel';

const currentAddress = () => (typeof location === 'undefined' ? '/' : location.href);

/** The account menu's items, shared by the desktop menu and the mobile menu's links. */
export interface AccountLinks {
  myAccountHref: string | null;
  /** `null` when My Documents opens the dialog (French legal-docs brand). */
  myDocumentsHref: string | null;
  estateVaultHref: string | null;
}

export function accountLinks(model: HeaderModel): AccountLinks {
  const myAccount = model.values.myAccount?.trim();
  return {
    myAccountHref:
      model.account.showMyAccountItem && myAccount
        ? myAccountHref(myAccount, currentAddress())
        : null,
    myDocumentsHref: model.myDocumentsAsDialog ? null : model.myDocumentsUrl,
    estateVaultHref: model.showEstateVault ? (model.values.estateDashboard ?? null) : null,
  };
}
