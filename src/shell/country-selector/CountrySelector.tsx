import { CountryPanel } from './CountryPanel';
import * as styles from './CountrySelector.css';
import { CountrySelectorTrigger } from './CountrySelectorTrigger';
import type { CountrySelectorVariant } from './rules';
import { useCountrySelector } from './useCountrySelector';

export { loadCountryMoreDialog } from './useCountrySelector';

export interface CountrySelectorProps {
  /**
   * How the trigger shows the current country: its `name`, its `flag` (the country code in a
   * small frame) or both. The name variant opens on hover, the flag variants on click.
   * @default 'name'
   */
  variant?: CountrySelectorVariant;
  /** Where the list opens: below the trigger (header) or above it (footer). @default 'bottom' */
  placement?: 'bottom' | 'top';
  /** Which edge of the trigger the list lines up with. @default 'start' */
  align?: 'start' | 'end';
  /** The page section country clicks are tracked under. @default 'header' */
  section?: 'header' | 'footer';
}

/**
 * The country selector (page-shell §2, §4): a trigger showing the current country and a list of
 * the major countries, then "More countries", which opens the full sorted list in a dialog.
 * The name variant opens on hover; every variant opens on click, Enter, Space or ArrowDown.
 * Choosing a country goes to its canonical URL (or "/") through the page's navigator and is
 * tracked. Tab and the arrow keys move through the list; Esc closes it and returns focus to the
 * trigger. The list loads on first opening if the shell has not loaded it yet, and says so while
 * loading or after a failure (with a retry).
 */
export function CountrySelector({
  variant = 'name',
  placement = 'bottom',
  align = 'start',
  section = 'header',
}: CountrySelectorProps) {
  const view = useCountrySelector({ variant, section });
  const { model, more } = view;
  return (
    <>
      {/* Pointer handlers only add hover opening; the trigger and the keys do the same for keyboards. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hover and key delegation of the disclosure */}
      <div
        ref={view.rootRef}
        className={styles.root}
        onPointerEnter={view.onPointerEnter}
        onPointerLeave={view.onPointerLeave}
        onBlur={view.onBlur}
        onKeyDown={view.onKeyDown}
      >
        <CountrySelectorTrigger
          isOpen={view.isOpen}
          panelId={view.panelId}
          showFlag={model.showFlag}
          showName={model.showName}
          currentCode={view.currentCode}
          currentName={model.currentName}
          onPress={view.onTriggerPress}
        />
        {view.isOpen && (
          <CountryPanel
            panel={model.panel}
            panelId={view.panelId}
            panelRef={view.panelRef}
            placement={placement}
            align={align}
            onRetry={view.onRetry}
            onChoose={view.onChoose}
            onMore={view.onMore}
          />
        )}
      </div>
      {/* Outside the selector's element: events from the dialog's portal must not reach its
          hover and key handlers through the React tree. */}
      {more && (
        <more.CountryMoreDialog
          isOpen={view.isMoreOpen}
          onOpenChange={view.onMoreOpenChange}
          countries={view.countries}
          currentCountryCode={view.currentCode}
          onContinue={view.onContinue}
        />
      )}
    </>
  );
}
