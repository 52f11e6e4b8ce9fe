import type { ReactNode } from 'react';
import { Box } from '../../src/ds/layout';
import { Sample } from './Sample';

/** A visible block for layout stories: a sunken tile with a numbered, translated label. */
export function Placeholder({ n, children }: { n?: number; children?: ReactNode }) {
  return (
    <Box background="sunken" borderRadius="sm" padding="sm" data-placeholder="">
      {children ?? <Sample k="layout:item" values={{ n }} />}
    </Box>
  );
}

/** Placeholders 1…count. */
export function placeholders(count: number) {
  const numbers = Array.from({ length: count }, (_, index) => index + 1);
  return numbers.map((n) => <Placeholder key={n} n={n} />);
}

/** A CSS length (e.g. `vars.space.lg`) resolved to px in the current theme. */
export function tokenPx(within: HTMLElement, length: string): number {
  const probe = document.createElement('div');
  probe.style.width = length;
  probe.style.position = 'absolute';
  within.append(probe);
  const px = probe.getBoundingClientRect().width;
  probe.remove();
  return px;
}

/** The rects of the `[data-placeholder]` blocks inside `root`. */
export function blockRects(root: HTMLElement): DOMRect[] {
  return [...root.querySelectorAll('[data-placeholder]')].map((el) => el.getBoundingClientRect());
}
