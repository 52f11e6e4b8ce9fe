import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ds/Button/Button';
import { Dialog, Modal } from '../../ds/Dialog/Dialog';
import { Radio, RadioGroup } from '../../ds/RadioGroup/RadioGroup';
import type { Country } from '../../platform/api/contract';
import { CountryFlag } from './CountryFlag';
import * as styles from './CountrySelector.css';
import { dialogCountries } from './rules';

export interface CountryMoreDialogProps {
  /** Whether the dialog is open. */
  isOpen: boolean;
  /** Called with `false` when Cancel, the close button, Esc or the backdrop closes it. */
  onOpenChange: (isOpen: boolean) => void;
  /** Every country of the location call; the dialog sorts them by name. */
  countries: readonly Country[];
  /** The country selected when the dialog opens. */
  currentCountryCode: string;
  /** "Continue to site" with the chosen country. */
  onContinue: (country: Country) => void;
}

/**
 * The country selector's "more" dialog (page-shell §2 Other dialogs): every country sorted by
 * name in the page language, as a radio list starting on the current country, with "Continue to
 * site" and "Cancel". Arrow keys move the choice; Enter on "Continue to site" goes there.
 */
export function CountryMoreDialog({
  isOpen,
  onOpenChange,
  countries,
  currentCountryCode,
  onContinue,
}: CountryMoreDialogProps) {
  const { t, i18n } = useTranslation('countrySelector');
  const [selected, setSelected] = useState(currentCountryCode);
  // Each opening starts again from the current country.
  useEffect(() => {
    if (isOpen) setSelected(currentCountryCode);
  }, [isOpen, currentCountryCode]);

  const sorted = dialogCountries(countries, i18n.language);
  const chosen = sorted.find((country) => country.countryCode === selected);

  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="sm">
      <Dialog
        title={t('dialog.title')}
        footer={
          <>
            <Button variant="secondary" slot="close">
              {t('dialog.cancel')}
            </Button>
            <Button
              variant="primary"
              isDisabled={!chosen}
              onPress={() => chosen && onContinue(chosen)}
            >
              {t('dialog.continue')}
            </Button>
          </>
        }
      >
        <RadioGroup
          label={t('dialog.listLabel')}
          description={t('dialog.description')}
          value={selected}
          onChange={setSelected}
        >
          {sorted.map((country) => (
            <Radio key={country.countryCode} value={country.countryCode}>
              <span className={styles.radioLabel}>
                <CountryFlag countryCode={country.countryCode} />
                {country.name}
              </span>
            </Radio>
          ))}
        </RadioGroup>
      </Dialog>
    </Modal>
  );
}
