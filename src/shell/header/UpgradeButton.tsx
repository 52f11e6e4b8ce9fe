import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ds/Button/Button';
import { navigateAtom } from '../../platform/navigation/navigator';
import type { HeaderModel } from './useHeaderModel';

/**
 * The upgrade button (page-shell §6, §9): free US members; "upgrade" above 1190 px, the
 * annual-plan text below. It goes to the config's upgrade page.
 */
export function UpgradeButton({
  model,
  fullWidth = false,
}: {
  model: HeaderModel;
  /** @default false */
  fullWidth?: boolean;
}) {
  const { t } = useTranslation('upgrade');
  const navigate = useSetAtom(navigateAtom);
  const target = model.upgradeUrl;
  if (model.upgrade !== 'button' || !target) return null;
  return (
    <Button
      variant="primary"
      size={fullWidth ? 'md' : 'sm'}
      fullWidth={fullWidth}
      onPress={() => navigate(target)}
    >
      {model.upgradeTextKey === 'upgrade' ? t('button') : t('annualPlan')}
    </Button>
  );
}
