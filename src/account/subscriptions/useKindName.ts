import { useTranslation } from 'react-i18next';
import { type DisplayKind, displayKindKey } from '../domain';

/** The translated name of a display kind. */
export function useKindName(brandName = '') {
  const { t } = useTranslation('subscriptions');
  return (kind: DisplayKind) => t(`kinds.${displayKindKey[kind]}`, { brand: brandName });
}
