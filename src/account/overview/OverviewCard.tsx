import { type ReactNode, Suspense } from 'react';
import { Card } from '../../ds/Card/Card';
import { SectionSkeleton } from './SectionSkeleton';

/** A card-framed section of the overview, with its own loading state. */
export function OverviewCard({
  heading,
  footer,
  skeletonLines,
  children,
}: {
  heading: ReactNode;
  footer?: ReactNode;
  skeletonLines?: number;
  children: ReactNode;
}) {
  return (
    <Card heading={heading} headingLevel={3} variant="outline" footer={footer}>
      <Suspense fallback={<SectionSkeleton lines={skeletonLines} />}>{children}</Suspense>
    </Card>
  );
}
