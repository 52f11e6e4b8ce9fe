import type { ReactNode } from 'react';
import {
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
  Label,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { fill, label as labelClass, loadingBar, root, track, value } from './ProgressBar.css';

export interface ProgressBarProps
  extends Omit<AriaProgressBarProps, 'className' | 'style' | 'children'> {
  /** Visible label above the bar. Without it, give the bar an `aria-label`. */
  label?: ReactNode;
  /**
   * Show the formatted value (a percentage, or `valueLabel`) beside the label. Never shown
   * while indeterminate.
   * @default true
   */
  showValueLabel?: boolean;
}

/**
 * Shows how far an operation has come (react-aria's ProgressBar: role, value and locale
 * formatting included). Determinate with a label and a value, or `isIndeterminate` when the
 * end is unknown, in which case a segment travels along the track (and rests in the middle
 * under reduced motion).
 */
export function ProgressBar({ label, showValueLabel = true, ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar {...props} className={root}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {label && <Label className={labelClass}>{label}</Label>}
          {showValueLabel && !isIndeterminate && <span className={value}>{valueText}</span>}
          <div className={track()}>
            <div
              className={fill({ indeterminate: isIndeterminate })}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}

export interface LoadingBarProps {
  /** Accessible name of the bar. @default the translated "Loading…" */
  'aria-label'?: string;
}

/**
 * A thin indeterminate bar along the top edge of a region whose content is loading (a policy
 * page, a panel). It overlays the edge rather than taking space, so the region must be
 * positioned (`position: relative`); render it only while loading.
 */
export function LoadingBar({ 'aria-label': ariaLabel }: LoadingBarProps) {
  const { t } = useTranslation('ds');
  return (
    <AriaProgressBar isIndeterminate aria-label={ariaLabel ?? t('loading')} className={loadingBar}>
      <div className={track({ size: 'thin' })}>
        <div className={fill({ indeterminate: true })} />
      </div>
    </AriaProgressBar>
  );
}
