import { Stack } from '../../../ds/layout';
import { Skeleton, SkeletonGroup } from '../../../ds/Skeleton/Skeleton';
import * as styles from './flow.css';

/** The Suspense fallback of a cancellation screen. */
export function FlowSkeleton() {
  return (
    <div className={styles.column}>
      <SkeletonGroup>
        <Stack space="lg">
          <Skeleton width="60%" />
          <Skeleton lines={3} />
          <Skeleton variant="block" height="8rem" />
        </Stack>
      </SkeletonGroup>
    </div>
  );
}
