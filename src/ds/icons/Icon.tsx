import type { ReactNode } from 'react';
import { icon } from './Icon.css';

export interface IconProps {
  /** `inherit` follows the surrounding font size. @default 'md' */
  size?: 'sm' | 'md' | 'inherit';
  /**
   * Accessible name. Without it the icon is decorative and hidden from assistive
   * technology, which is right when a visible label sits beside it.
   */
  label?: string;
}

/**
 * Makes an icon component from 24×24 stroke paths drawn in `currentColor`, so icons take the
 * colour of their text and every brand theme for free.
 */
export function createIcon(displayName: string, paths: ReactNode) {
  function IconComponent({ size = 'md', label }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={icon({ size })}
        role={label ? 'img' : undefined}
        aria-label={label}
        aria-hidden={label ? undefined : true}
        focusable="false"
      >
        {paths}
      </svg>
    );
  }
  IconComponent.displayName = displayName;
  return IconComponent;
}
