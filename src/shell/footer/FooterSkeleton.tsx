import { Box, Stack, Tiles } from '../../ds/layout';
import { Skeleton, SkeletonGroup } from '../../ds/Skeleton/Skeleton';

/** The footer's shape while the site configuration and the translations load. */
export function FooterSkeleton() {
  return (
    <Box paddingX={{ mobile: 'gutter', desktop: 'xxl' }} paddingY="xl">
      <SkeletonGroup>
        <Stack space="xl">
          <Tiles space="md" columns={{ mobile: 2, tablet: 4, desktop: 6 }}>
            {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
              <Skeleton key={key} width="8rem" />
            ))}
          </Tiles>
          <Skeleton width="14rem" />
          <Skeleton lines={3} />
          <Skeleton width="18rem" />
        </Stack>
      </SkeletonGroup>
    </Box>
  );
}
