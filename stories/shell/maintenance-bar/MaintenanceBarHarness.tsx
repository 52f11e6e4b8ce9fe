import { useStore } from 'jotai';
import { type ReactNode, useState } from 'react';
import { setSiteConfigAtom } from '../../../src/platform/config/atoms';
import { maintenanceSiteConfig, siteConfigFor } from '../../../src/platform/fixtures';
import { siteContextAtom } from '../../../src/platform/site/atoms';
import { maintenanceClockAtom } from '../../../src/shell/maintenance-bar';

/** The fixture's window: 2026-03-21 22:00 to 2026-03-22 02:00 server time ("CT"). */
export const storyWindow = maintenanceSiteConfig.maintenance;

/** The frozen "now" of the stories: the day before the window. */
export const storyNow = Date.parse('2026-03-20T12:00:00Z');

export interface MaintenanceBarHarnessProps {
  /** The configured window; `null` for none. @default the fixture's window */
  maintenance?: typeof storyWindow;
  /** The instant the clock starts at. @default storyNow */
  now?: number;
  /** Let the clock run from `now` (for the story where the window ends). @default false */
  running?: boolean;
  /** The bar. */
  children: ReactNode;
}

/**
 * Story-only: what the bar reads, set up: the site configuration of the story's brand and
 * country plus a maintenance window, and a frozen (or running) clock. The story environment's
 * memory cache keeps a dismissal from leaking into another story.
 */
export function MaintenanceBarHarness({
  maintenance = storyWindow,
  now = storyNow,
  running = false,
  children,
}: MaintenanceBarHarnessProps) {
  const store = useStore();
  useState(() => {
    const { brand, country } = store.get(siteContextAtom);
    store.set(setSiteConfigAtom, {
      configValues: { ...siteConfigFor(brand, country), maintenance },
    });
    const started = performance.now();
    store.set(maintenanceClockAtom, {
      now: running ? () => now + (performance.now() - started) : () => now,
    });
    return null;
  });
  return children;
}
