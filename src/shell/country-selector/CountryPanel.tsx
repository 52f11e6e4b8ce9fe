import type { MouseEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ds/Button/Button';
import { Stack } from '../../ds/layout';
import { ProgressBar } from '../../ds/ProgressBar/ProgressBar';
import type { Country } from '../../platform/api/contract';
import { CountryList } from './CountryList';
import * as styles from './CountrySelector.css';
import type { CountryPanelModel } from './rules';

export interface CountryPanelProps {
  panel: CountryPanelModel<Country>;
  panelId: string;
  /** The selector moves focus through the panel's links and buttons with the arrow keys. */
  panelRef: RefObject<HTMLDivElement | null>;
  placement: 'bottom' | 'top';
  align: 'start' | 'end';
  onRetry: () => void;
  onChoose: (event: MouseEvent<HTMLAnchorElement>, country: Country) => void;
  onMore: () => void;
}

/** The open list: its entries, the loading bar, or the failure with a retry. */
export function CountryPanel({
  panel,
  panelId,
  panelRef,
  placement,
  align,
  onRetry,
  onChoose,
  onMore,
}: CountryPanelProps) {
  const { t } = useTranslation('countrySelector');
  return (
    <div ref={panelRef} id={panelId} className={styles.panel({ placement, align })}>
      {panel.kind === 'failed' ? (
        <div className={styles.status}>
          <Stack space="xs">
            <span role="alert">{t('failed')}</span>
            <Button variant="secondary" size="sm" onPress={onRetry}>
              {t('retry')}
            </Button>
          </Stack>
        </div>
      ) : panel.kind === 'loading' ? (
        <div className={styles.status}>
          <ProgressBar isIndeterminate label={t('loading')} showValueLabel={false} />
        </div>
      ) : (
        <CountryList
          entries={panel.entries}
          scrolls={panel.scrolls}
          onChoose={onChoose}
          onMore={onMore}
        />
      )}
    </div>
  );
}
