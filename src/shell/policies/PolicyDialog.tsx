import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ds/Button/Button';
import { Dialog, Modal } from '../../ds/Dialog/Dialog';
import { DownloadIcon, ErrorIcon, PrintIcon } from '../../ds/icons';
import { Box, Inline, Stack } from '../../ds/layout';
import { LoadingBar } from '../../ds/ProgressBar/ProgressBar';
import { siteConfigAtom } from '../../platform/config/atoms';
import { siteContextAtom } from '../../platform/site/atoms';
import { loadPolicyAtom, openPolicyDialogAtom, policyStateKey, policyStatesAtom } from './atoms';
import * as styles from './PolicyDialog.css';
import { printPolicy } from './print';
import { POLICY_TITLE_KEY, type PolicyKind, policyContentSettings } from './rules';
import { sanitizePolicyHtml } from './sanitize';

export interface PolicyDialogProps {
  /** The policy this dialog shows; it is open while `openPolicyDialogAtom` asks for it. */
  kind: PolicyKind;
}

/**
 * One policy dialog (page-shell §2 Policy dialogs): the translated title, the server's
 * document sanitised, a loading bar while the content is empty, a failure message with a retry,
 * and print and save-as-PDF buttons for editorial, privacy and terms. Open while
 * `openPolicyDialogAtom` names its kind; closing clears it. Loaded lazily by `PolicyDialogs`.
 */
export function PolicyDialog({ kind }: PolicyDialogProps) {
  const { t } = useTranslation('policies');
  const request = useAtomValue(openPolicyDialogAtom);
  const setRequest = useSetAtom(openPolicyDialogAtom);
  const siteLocale = useAtomValue(siteContextAtom).locale;
  const siteBrand = useAtomValue(siteConfigAtom).values.sitebrand;
  const load = useSetAtom(loadPolicyAtom);
  const isOpen = request?.kind === kind;

  // The locale of the last request: the document stays while the dialog fades out.
  const requestedLocale = isOpen ? (request.locale ?? siteLocale) : null;
  const [locale, setLocale] = useState(requestedLocale ?? siteLocale);
  if (requestedLocale !== null && requestedLocale !== locale) setLocale(requestedLocale);

  const state = useAtomValue(policyStatesAtom)[policyStateKey(kind, locale)];
  const title = t(`titles.${POLICY_TITLE_KEY[kind]}`);
  const settings = policyContentSettings(kind, siteBrand, title);
  const html = useMemo(
    () => (state?.status === 'loaded' ? sanitizePolicyHtml(state.html) : ''),
    [state],
  );

  useEffect(() => {
    // A 401 comes back as a rejection left unhandled on purpose: page-shell §8 opens the
    // expired-session dialog for it. Other failures resolve (and are shown and logged).
    if (isOpen) void load({ kind, locale });
  }, [isOpen, kind, locale, load]);

  const retry = () => {
    void load({ kind, locale });
  };
  const close = (open: boolean) => {
    if (!open) setRequest((current) => (current?.kind === kind ? null : current));
  };

  const ready = html.trim() !== '';
  // A document that sanitising leaves empty has nothing to show: a failure, not loading.
  const failed = state?.status === 'failed' || (state?.status === 'loaded' && !ready);
  const footer = settings.showPrintButton ? (
    <>
      <Button
        variant="secondary"
        icon={<PrintIcon />}
        isDisabled={!ready}
        onPress={() => printPolicy()}
      >
        {t('actions.print')}
      </Button>
      <Button
        variant="secondary"
        icon={<DownloadIcon />}
        isDisabled={!ready}
        onPress={() => printPolicy(settings.pdfFileName)}
      >
        {t('actions.saveAsPdf')}
      </Button>
    </>
  ) : undefined;

  return (
    <Modal isOpen={isOpen} onOpenChange={close} size="lg" fullScreenOnMobile>
      <Dialog title={title} footer={footer} data-policy-kind={kind}>
        <div className={styles.documentArea}>
          {failed ? (
            <Box role="alert">
              <Stack space="md" align="start">
                <Inline space="sm" alignY="center">
                  <span className={styles.failureIcon}>
                    <ErrorIcon />
                  </span>
                  <p className={styles.failureText}>{t('fetchFailed', { policyType: title })}</p>
                </Inline>
                <p className={styles.failureHint}>{t('retryHint')}</p>
                <Button variant="secondary" onPress={retry}>
                  {t('actions.retry')}
                </Button>
              </Stack>
            </Box>
          ) : ready ? (
            <section
              className={styles.content}
              data-policy-print-root=""
              // Focusable so keyboard users can scroll a document that has no links.
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs focus
              tabIndex={0}
              aria-label={title}
              // Sanitised by DOMPurify just above (sanitizePolicyHtml).
              // biome-ignore lint/security/noDangerouslySetInnerHtml: server policy HTML, sanitised
              dangerouslySetInnerHTML={{ __html: html }}
            />
          ) : (
            <LoadingBar aria-label={t('loading', { policy: title })} />
          )}
        </div>
      </Dialog>
    </Modal>
  );
}
