import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ds/Button/Button';
import { Stack } from '../../ds/layout';
import { Skeleton, SkeletonGroup } from '../../ds/Skeleton/Skeleton';
import { Switch } from '../../ds/Switch/Switch';
import type { EmailPreference } from '../../platform/api/contract';
import type { Loaded } from '../../platform/state/resource';
import { emailPreference, emailPreferenceSnapshotAtom, saveEmailPreferenceAtom } from './atoms';
import { InlineMessage, LiveStatus } from './InlineMessage';
import { canEditEmailPreference } from './rules';

/**
 * The email-promotion switch (account-dashboard §3 emailPromotions, §7): saved at once when
 * toggled. It shows the new value while the save runs (read-only, with "Saving…"), keeps it on
 * success, and puts the previous value back with a message if the save fails (the contract's
 * own dialog is suppressed for this call). A delegate member sees it read-only (§6).
 */
export function EmailPreferenceSection() {
  const loaded = useAtomValue(emailPreferenceSnapshotAtom);
  // After "Try again" (which then goes away) focus moves on to the loaded switch.
  const [hasRetried, setRetried] = useState(false);
  if (loaded === undefined) return <PreferenceLoading />;
  if (!loaded.ok) return <PreferenceLoadFailed loaded={loaded} onRetry={() => setRetried(true)} />;
  return <PreferenceSwitch preference={loaded.data} autoFocus={hasRetried} />;
}

function PreferenceLoading() {
  return (
    <SkeletonGroup>
      <Stack space="sm">
        <Skeleton width="70%" />
        <Skeleton width="50%" />
      </Stack>
    </SkeletonGroup>
  );
}

/** The designed failed-load state: what happened and "Try again" (a reload of the resource). */
function PreferenceLoadFailed({
  loaded,
  onRetry,
}: {
  loaded: Loaded<EmailPreference>;
  onRetry: () => void;
}) {
  const { t } = useTranslation(['settings', 'common']);
  const reload = useSetAtom(emailPreference.reload);
  // Pending from the press until a newer result replaces this one.
  const [retriedFor, setRetriedFor] = useState<Loaded<EmailPreference> | null>(null);
  return (
    <Stack space="md" align="start">
      <InlineMessage tone="critical">{t('settings:emailPreference.loadFailed')}</InlineMessage>
      <Button
        variant="secondary"
        isPending={retriedFor === loaded}
        onPress={() => {
          setRetriedFor(loaded);
          onRetry();
          reload();
        }}
      >
        {t('common:actions.tryAgain')}
      </Button>
    </Stack>
  );
}

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

function PreferenceSwitch({
  preference,
  autoFocus,
}: {
  preference: EmailPreference;
  autoFocus: boolean;
}) {
  const { t } = useTranslation(['settings', 'common']);
  const save = useSetAtom(saveEmailPreferenceAtom);
  const errorId = useId();
  // The value shown while a save runs and until the loaded data takes it: tied to the data it
  // was chosen over, so newer data (a reload, another member) always wins.
  const [chosen, setChosen] = useState<{ value: boolean; over: EmailPreference } | null>(null);
  const [state, setState] = useState<SaveState>('idle');
  const isSelected = chosen?.over === preference ? chosen.value : preference.emailPromotions;
  const isEditable = canEditEmailPreference(preference);

  async function toggle(next: boolean) {
    if (state === 'saving' || !isEditable) return;
    setChosen({ value: next, over: preference });
    setState('saving');
    const result = await save(next);
    if (result.ok) {
      setState('saved');
    } else {
      setChosen(null);
      setState('failed');
    }
  }

  return (
    <Stack space="sm">
      <Switch
        autoFocus={autoFocus}
        isSelected={isSelected}
        onChange={(next) => void toggle(next)}
        isReadOnly={!isEditable || state === 'saving'}
        description={
          isEditable
            ? t('settings:emailPreference.description')
            : t('settings:emailPreference.delegateNote')
        }
        aria-describedby={state === 'failed' ? errorId : undefined}
      >
        {t('settings:emailPreference.label')}
      </Switch>
      {state === 'failed' && (
        <InlineMessage tone="critical" role="alert" id={errorId}>
          {t('settings:emailPreference.saveFailed')}
        </InlineMessage>
      )}
      <LiveStatus tone={state === 'saved' ? 'success' : 'neutral'}>
        {state === 'saving'
          ? t('common:status.saving')
          : state === 'saved'
            ? t('settings:emailPreference.saved')
            : null}
      </LiveStatus>
    </Stack>
  );
}
