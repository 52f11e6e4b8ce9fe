import type { ReactNode } from 'react';
import { Heading } from '../../ds/Heading/Heading';
import { Box, Stack } from '../../ds/layout';
import * as styles from './AccountApp.css';

export interface AccountMessageProps {
  /** The message's heading: what happened. */
  title: string;
  /** What it means for the member and what they can do. */
  body: string;
  /** The way on: a link back or a retry button. */
  actions: ReactNode;
  /**
   * `h2` inside the dashboard (under its "My Account" heading); `h1` when it stands alone.
   * @default 'h2'
   */
  level?: 'h1' | 'h2';
  /** For play functions. */
  testId?: string;
  /** Wrap in the dashboard's page padding (when the dashboard layout is not around it). */
  padded?: boolean;
}

/** A full-page message of the dashboard frame (page not found, route error, failed load). */
export function AccountMessage({
  title,
  body,
  actions,
  level = 'h2',
  testId,
  padded = false,
}: AccountMessageProps) {
  const content = (
    <section aria-label={title} data-testid={testId}>
      <Stack space="md">
        <Heading level={level === 'h1' ? 1 : 2} size={level === 'h1' ? 'display' : 'section'}>
          {title}
        </Heading>
        <p className={styles.messageBody}>{body}</p>
        <div>{actions}</div>
      </Stack>
    </section>
  );
  return padded ? (
    <Box paddingX={{ mobile: 'gutter', desktop: 'xxl' }} paddingY="xl">
      {content}
    </Box>
  ) : (
    content
  );
}
