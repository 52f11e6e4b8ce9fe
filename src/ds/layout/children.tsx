import { Children, type ReactNode } from 'react';
import { base } from './sprinkles.css';

/** As a list (`ul`/`ol`), each child becomes an item; otherwise children pass through. */
export function listChildren(as: string, children: ReactNode): ReactNode {
  if (as !== 'ul' && as !== 'ol') return children;
  return Children.toArray(children).map((child, index) => (
    <li
      key={typeof child === 'object' && child && 'key' in child ? child.key : index}
      className={base}
    >
      {child}
    </li>
  ));
}
