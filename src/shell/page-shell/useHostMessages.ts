import { useStore } from 'jotai';
import { useEffect } from 'react';
import { createMessageBus } from '../../platform/messages/bus';
import { platformMessages } from '../../platform/messages/platform';
import { shellMessages } from '../messages';

/**
 * Connects the host-page message bus (page-shell §7) to `target` for as long as the shell is
 * mounted: the host page can then set layout, open dialogs, change the language, refresh state
 * and read snapshots.
 */
export function useHostMessages(target: EventTarget | undefined) {
  const store = useStore();
  useEffect(() => {
    if (!target) return;
    return createMessageBus()
      .register(platformMessages)
      .register(shellMessages)
      .connect(store, target);
  }, [store, target]);
}
