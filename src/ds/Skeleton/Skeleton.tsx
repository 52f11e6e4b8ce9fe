import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { group, lastLine, lines as linesClass, skeleton } from './Skeleton.css';

export interface SkeletonProps {
  /**
   * Shape of the placeholder: `text` a line of body text, `block` a rectangle (an image, a
   * card, a table), `circle` an avatar or icon.
   * @default 'text'
   */
  variant?: 'text' | 'block' | 'circle';
  /** Number of text lines (only for `text`); the last of several is shorter. @default 1 */
  lines?: number;
  /** Width as a CSS length, to echo the content it stands for. @default '100%' (circle: control size) */
  width?: string;
  /** Height as a CSS length (only for `block` and `circle`). */
  height?: string;
}

/**
 * A placeholder in the shape of content that is still loading. It shimmers gently (not at
 * all under reduced motion) and is hidden from assistive technology: wrap a layout of
 * skeletons in `SkeletonGroup`, which tells screen readers once that the content is loading.
 */
export function Skeleton({ variant = 'text', lines = 1, width, height }: SkeletonProps) {
  const size = { width, height: variant === 'text' ? undefined : height };
  if (variant === 'text' && lines > 1) {
    return (
      <span className={linesClass} style={{ width }} aria-hidden="true">
        {Array.from({ length: lines }, (_, index) => (
          <span
            // Lines are identical and never reorder, so the index is a stable key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            className={`${skeleton({ variant })} ${index === lines - 1 ? lastLine : ''}`}
          />
        ))}
      </span>
    );
  }
  return <span className={skeleton({ variant })} style={size} aria-hidden="true" />;
}

export interface SkeletonGroupProps {
  /** The skeletons, laid out like the content they stand for. */
  children: ReactNode;
}

/**
 * A stack of skeletons standing for one piece of loading content. It is marked busy and
 * carries a visually hidden, translated "Loading…" so a screen reader hears one message
 * instead of nothing (the skeletons themselves are hidden).
 */
export function SkeletonGroup({ children }: SkeletonGroupProps) {
  const { t } = useTranslation('ds');
  return (
    <div className={group} aria-busy="true">
      <VisuallyHidden>
        <span role="status">{t('loading')}</span>
      </VisuallyHidden>
      {children}
    </div>
  );
}
