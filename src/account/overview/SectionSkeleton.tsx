import { Skeleton, SkeletonGroup } from '../../ds/Skeleton/Skeleton';

/** A few text lines standing for a section that is loading. */
export function SectionSkeleton({ lines = 3 }: { lines?: number }) {
  return (
    <SkeletonGroup>
      <Skeleton lines={lines} />
    </SkeletonGroup>
  );
}
