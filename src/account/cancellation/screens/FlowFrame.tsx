import type { ReactNode } from 'react';
import { Heading } from '../../../ds/Heading/Heading';
import { Stack } from '../../../ds/layout';
import * as styles from './flow.css';

export interface FlowFrameProps {
  title: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** The page column of every cancellation screen: the page's h2 title, then its content. */
export function FlowFrame({ title, children, testId }: FlowFrameProps) {
  return (
    <section className={styles.column} data-testid={testId}>
      <Stack space="xl">
        <Heading level={2} size="page">
          {title}
        </Heading>
        {children}
      </Stack>
    </section>
  );
}
