import type { PressEvent } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ds/Button/Button';
import { ChevronDownIcon } from '../../ds/icons';
import { CountryFlag } from './CountryFlag';
import * as styles from './CountrySelector.css';

export interface CountrySelectorTriggerProps {
  isOpen: boolean;
  /** The list's id, referenced while it is open. */
  panelId: string;
  showFlag: boolean;
  showName: boolean;
  currentCode: string;
  currentName: string;
  onPress: (event: PressEvent) => void;
}

/** The selector's trigger: the current country's flag, name or both, and a chevron. */
export function CountrySelectorTrigger({
  isOpen,
  panelId,
  showFlag,
  showName,
  currentCode,
  currentName,
  onPress,
}: CountrySelectorTriggerProps) {
  const { t } = useTranslation('countrySelector');
  return (
    <Button
      variant="tertiary"
      size="sm"
      aria-expanded={isOpen}
      aria-controls={isOpen ? panelId : undefined}
      endIcon={<ChevronDownIcon size="sm" />}
      onPress={onPress}
    >
      {/* The name is the full sentence; what shows (flag, name) is a part of it, so speech
        users can say the visible name (WCAG 2.5.3). */}
      <span className={styles.triggerContent} aria-hidden="true">
        {showFlag && <CountryFlag countryCode={currentCode} />}
        {showName && currentName}
      </span>
      <span className={styles.visuallyHidden}>{t('current', { country: currentName })}</span>
    </Button>
  );
}
