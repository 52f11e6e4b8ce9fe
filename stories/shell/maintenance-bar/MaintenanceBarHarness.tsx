import { useStore } from 'jotai';
import { useState } from 'react';
import { setSiteConfigAtom } from '../../../src/platform/config/atoms';
import { maintenanceSiteConfig, siteConfigFor } from '../../../src/platform/fixtures';
import { siteContextAtom } from '../../../src/platform/site/atoms';
import { MaintenanceBar, maintenanceClockAtom } from '../../../src/shell/maintenance-bar';

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
}

/**
 * Story-only: the bar with the site configuration of the story's brand and country plus a
 * maintenance window, a frozen (or running) clock, and an in-memory cache so a dismissal never
 * leaks into another story.
 */
export function MaintenanceBarHarness({
  maintenance = storyWindow,
  now = storyNow,
  running = false,
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
  return <MaintenanceBar />;
}
