import { Inline } from '../../ds/layout';
import { Skeleton, SkeletonGroup } from '../../ds/Skeleton/Skeleton';
import * as styles from './DesktopNavigation.css';

/** Category-sized placeholders, in ems of a control, while the categories load. */
const WIDTHS = [5, 4, 6, 4, 5];

/** The menu bar's stand-in while the categories load (announced once as loading). */
export function MenuBarSkeleton() {
  return (
    <div className={styles.skeletonBar}>
      <SkeletonGroup>
        <Inline space="lg">
          {WIDTHS.map((width, index) => (
            <Skeleton
              // Placeholders never reorder.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              width={`calc(${styles.placeholderUnit} * ${width / 2})`}
            />
          ))}
        </Inline>
      </SkeletonGroup>
    </div>
  );
}
