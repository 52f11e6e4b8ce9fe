import { Box, Stack } from '../../ds/layout';
import { Skeleton, SkeletonGroup } from '../../ds/Skeleton/Skeleton';

/** The page area while a screen's data or code loads: a title, a card and a few lines. */
export function PageSkeleton() {
  return (
    <SkeletonGroup>
      <Stack space="md">
        <Skeleton variant="block" width="14rem" height="2rem" />
        <Skeleton variant="block" height="8rem" />
        <Skeleton lines={3} />
      </Stack>
    </SkeletonGroup>
  );
}

/**
 * Page-shell §1, §4: the loading shimmer of the whole dashboard until the user is loaded and
 * signed in — the heading, the row of tabs and the page, where they will appear.
 */
export function AccountSkeleton() {
  return (
    <Box paddingX={{ mobile: 'gutter', desktop: 'xxl' }} paddingY="xl">
      <div data-testid="account-skeleton">
        <SkeletonGroup>
          <Stack space="lg">
            <Skeleton variant="block" width="12rem" height="2.5rem" />
            <Skeleton variant="block" width="min(100%, 32rem)" height="2.75rem" />
            <Stack space="md">
              <Skeleton variant="block" width="14rem" height="2rem" />
              <Skeleton variant="block" height="8rem" />
              <Skeleton lines={3} />
            </Stack>
          </Stack>
        </SkeletonGroup>
      </div>
    </Box>
  );
}
