import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../../ds/Button/Button';
import { Dialog, Modal } from '../../ds/Dialog/Dialog';
import { InfoIcon } from '../../ds/icons';
import { Stack } from '../../ds/layout';
import { Switch } from '../../ds/Switch/Switch';
import { formatDisplayDate } from '../../platform/format/dates';
import * as styles from './CookiePreferencesDialog.css';
import type { CookiePreferences } from './rules';

export interface CookiePreferencesDialogProps {
  /** Whether the dialog is open. */
  isOpen: boolean;
  /** Esc, the close button or the backdrop close it without saving. */
  onOpenChange: (isOpen: boolean) => void;
  /** The switches' state when the dialog opens. */
  startingPreferences: CookiePreferences;
  /** The browser sends Global Privacy Control: show the one-line notice. @default false */
  globalPrivacyControl?: boolean;
  /** When the stored choice was saved; the line is left out when unknown. @default null */
  lastConsentAt?: Date | null;
  /**
   * The stored choice's consent id, the reference of its consent record (issue #26); the line
   * is left out when it has none. @default null
   */
  consentId?: string | null;
  /** "Save selection": the switches as they are. */
  onSave: (preferences: CookiePreferences) => void;
  /** "Accept all": every category. */
  onAcceptAll: () => void;
}

/** The visitor's own time zone: the date they gave consent on, as they saw it. */
function visitorTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function PreferencesForm({
  startingPreferences,
  globalPrivacyControl = false,
  lastConsentAt = null,
  consentId = null,
  onSave,
  onAcceptAll,
}: Omit<CookiePreferencesDialogProps, 'isOpen' | 'onOpenChange'>) {
  const { t, i18n } = useTranslation('cookieConsent');
  const [performance, setPerformance] = useState(startingPreferences.performance);
  const [marketing, setMarketing] = useState(startingPreferences.marketing);
  return (
    <Dialog
      title={t('dialog.title')}
      footer={
        <>
          <Button variant="secondary" onPress={() => onSave({ performance, marketing })}>
            {t('dialog.saveSelection')}
          </Button>
          <Button onPress={onAcceptAll}>{t('dialog.acceptAll')}</Button>
        </>
      }
    >
      <Stack space="lg">
        <p className={styles.text}>{t('dialog.intro')}</p>
        {globalPrivacyControl && (
          <p className={styles.notice}>
            <span className={styles.noticeIcon}>
              <InfoIcon size="sm" />
            </span>
            <span>{t('dialog.gpcNotice')}</span>
          </p>
        )}
        <Switch
          isSelected
          isDisabled
          description={
            <>
              <span className={styles.alwaysOn}>{t('dialog.alwaysOn')}</span>{' '}
              {t('dialog.essential.description')}
            </>
          }
        >
          {t('dialog.essential.title')}
        </Switch>
        <Switch
          isSelected={performance}
          onChange={setPerformance}
          description={t('dialog.performance.description')}
        >
          {t('dialog.performance.title')}
        </Switch>
        <Switch
          isSelected={marketing}
          onChange={setMarketing}
          description={t('dialog.marketing.description')}
        >
          {t('dialog.marketing.title')}
        </Switch>
        {lastConsentAt && (
          <p className={styles.lastConsent}>
            {t('dialog.lastConsent', {
              date: formatDisplayDate(lastConsentAt, i18n.language, {
                timeZone: visitorTimeZone(),
              }),
            })}
          </p>
        )}
        {consentId && (
          <p className={styles.lastConsent}>
            <Trans
              t={t}
              i18nKey="dialog.consentId"
              values={{ id: consentId }}
              components={{ id: <span className={styles.consentId} /> }}
            />
          </p>
        )}
      </Stack>
    </Dialog>
  );
}

/**
 * The cookie preferences dialog (page-shell §2): Essential (always on, its switch disabled and
 * explained), Performance and Marketing switches, "accept all" and "save selection". Under
 * Global Privacy Control a one-line notice says the signal was honoured; when a choice is on
 * record, a line says when it was saved (in the page's language) and another gives its consent
 * id, the reference of the server's record of it (issue #26). The switches start from
 * `startingPreferences` each time it opens.
 */
export function CookiePreferencesDialog({
  isOpen,
  onOpenChange,
  ...form
}: CookiePreferencesDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange}>
      <PreferencesForm {...form} />
    </Modal>
  );
}
