import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { siteConfigAtom } from '../../platform/config/atoms';
import { lazyChunk, useNeeded } from '../../platform/lazy';
import { memberCookiePreferencesAtom } from '../../platform/session/atoms';
import { PolicyKind, showPolicyDialogAtom } from '../policies';
import {
  acceptAllCookiesAtom,
  acceptCookiesAtom,
  cookieBarVisibleAtom,
  cookiePreferencesDialogOpenAtom,
  dialogStartingPreferencesAtom,
  globalPrivacyControlAtom,
  saveCookiePreferencesAtom,
  showCookiePolicyTextAtom,
  startCookieConsentAtom,
  storedConsentAtom,
} from './atoms';
import { CookieBar } from './CookieBar';
import { COOKIE_BAR_DELAY_MS } from './rules';

const preferencesDialog = lazyChunk(() => import('./CookiePreferencesDialog'));

/**
 * The preferences dialog's chunk: fetched once the bar shows (its settings link opens it) or
 * when the dialog is opened from elsewhere.
 */
export const loadCookiePreferencesDialog = preferencesDialog.load;

export interface CookieConsentProps {
  /**
   * Wait before the bar appears once eligible (page-shell §4, §9: 1 s). Stories pass 0 so a
   * screenshot need not wait.
   * @default 1000
   */
  barDelayMs?: number;
}

/**
 * Cookie consent as the page shell mounts it once: the bar when the site's country and the
 * stored state call for it (page-shell §4), and the preferences dialog, opened from the bar's
 * settings link or from anywhere through `openCookiePreferencesAtom`.
 */
export function CookieConsent({ barDelayMs = COOKIE_BAR_DELAY_MS }: CookieConsentProps) {
  const start = useSetAtom(startCookieConsentAtom);
  const { countryCode } = useAtomValue(siteConfigAtom);
  const memberChoice = useAtomValue(memberCookiePreferencesAtom);
  // biome-ignore lint/correctness/useExhaustiveDependencies: eligibility is decided again when the site's country or the member's saved choice changes
  useEffect(() => start({ delayMs: barDelayMs }), [start, barDelayMs, countryCode, memberChoice]);

  const barVisible = useAtomValue(cookieBarVisibleAtom);
  const showPolicyText = useAtomValue(showCookiePolicyTextAtom);
  const [dialogOpen, setDialogOpen] = useAtom(cookiePreferencesDialogOpenAtom);
  const startingPreferences = useAtomValue(dialogStartingPreferencesAtom);
  const globalPrivacyControl = useAtomValue(globalPrivacyControlAtom);
  const { consentedAt, consentId } = useAtomValue(storedConsentAtom);
  const accept = useSetAtom(acceptCookiesAtom);
  const acceptAll = useSetAtom(acceptAllCookiesAtom);
  const save = useSetAtom(saveCookiePreferencesAtom);
  const showPolicy = useSetAtom(showPolicyDialogAtom);
  // Rendered from its first opening on, so it closes with its exit animation.
  const dialog = preferencesDialog.useModule(useNeeded(dialogOpen));
  useEffect(() => {
    if (barVisible) loadCookiePreferencesDialog().catch(() => undefined);
  }, [barVisible]);

  return (
    <>
      {barVisible && (
        <CookieBar
          showPolicyText={showPolicyText}
          onAccept={() => void accept()}
          onOpenPolicy={() => showPolicy({ kind: PolicyKind.CookiePolicy })}
          onOpenSettings={() => setDialogOpen(true)}
        />
      )}
      {dialog && (
        <dialog.CookiePreferencesDialog
          isOpen={dialogOpen}
          onOpenChange={setDialogOpen}
          startingPreferences={startingPreferences}
          globalPrivacyControl={globalPrivacyControl}
          lastConsentAt={consentedAt}
          consentId={consentId}
          onSave={(preferences) => void save(preferences)}
          onAcceptAll={() => void acceptAll()}
        />
      )}
    </>
  );
}
