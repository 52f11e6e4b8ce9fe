import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ds/Button/Button';
import { Box, Inline } from '../../ds/layout';
import { navigateAtom } from '../../platform/navigation/navigator';
import * as styles from './Header.css';
import type { HeaderModel } from './useHeaderModel';

/**
 * The redesigned upgrade entry (upgrade-bar redesign, variation N, page-shell §4): a strip
 * under the header bar with the annual-plan pitch and its call to action.
 */
export function UpgradeStrip({ model }: { model: HeaderModel }) {
  const { t } = useTranslation('upgrade');
  const navigate = useSetAtom(navigateAtom);
  const target = model.upgradeUrl;
  if (model.upgrade !== 'redesignedEntry' || !target) return null;
  return (
    <div className={styles.upgradeStrip} data-testid="upgrade-strip">
      <div className={styles.container}>
        <Box paddingX={{ mobile: 'gutter', desktop: 'xxl' }} paddingY="sm">
          <Inline space="md" align="center" alignY="center">
            <span className={styles.upgradeStripText}>{t('bar.text')}</span>
            <Button variant="primary" size="sm" onPress={() => navigate(target)}>
              {t('bar.cta')}
            </Button>
          </Inline>
        </Box>
      </div>
    </div>
  );
}
