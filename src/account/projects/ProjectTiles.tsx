import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../ds/Card/Card';
import { Heading } from '../../ds/Heading/Heading';
import { ChevronRightIcon, DocumentIcon, PlusIcon } from '../../ds/icons';
import { Link } from '../../ds/Link/Link';
import { Stack, Tiles } from '../../ds/layout';
import { Skeleton, SkeletonGroup } from '../../ds/Skeleton/Skeleton';
import { Text } from '../../ds/Text/Text';
import { useEventually } from '../../platform/state/useEventually';
import { accountLinksAtom, siteOriginAtom } from '../links';
import { LoadFailed } from '../shared';
import { projectTiles } from './atoms';
import { tileTitle } from './ProjectTiles.css';
import { projectTileViews } from './rules';

/** Tile-shaped placeholders while the projects load. */
export function ProjectTilesSkeleton() {
  return (
    <SkeletonGroup>
      <Tiles space="md" columns={{ mobile: 1, tablet: 2 }}>
        <Skeleton variant="block" height="4.5rem" />
        <Skeleton variant="block" height="4.5rem" />
      </Tiles>
    </SkeletonGroup>
  );
}

/** No started project ("Could not find any dashboards" is an empty list): start one. */
export function ProjectTilesEmpty({ startHref }: { startHref: string }) {
  const { t } = useTranslation('projects');
  return (
    <Card variant="sunken" padding="md">
      <Stack space="sm" align="start">
        <Text>{t('empty')}</Text>
        <Link variant="standalone" href={startHref} icon={<PlusIcon size="sm" />}>
          {t('start')}
        </Link>
      </Stack>
    </Card>
  );
}

function LoadedTiles() {
  const { t } = useTranslation('projects');
  const result = useEventually(projectTiles.value);
  const reload = useSetAtom(projectTiles.reload);
  const links = useAtomValue(accountLinksAtom);
  const origin = useAtomValue(siteOriginAtom);
  if (!result.ok) return <LoadFailed message={t('failed')} onRetry={reload} />;
  const tiles = projectTileViews(result.data, origin);
  if (tiles.length === 0) return <ProjectTilesEmpty startHref={links.allContracts as string} />;
  return (
    <Stack space="md">
      <Text size="small" tone="secondary">
        {t('count', { count: tiles.length })}
      </Text>
      <Tiles as="ul" space="md" columns={{ mobile: 1, tablet: 2 }}>
        {tiles.map((tile) => (
          <Card key={tile.key} variant="outline" padding="md">
            <Link variant="standalone" href={tile.href} icon={<DocumentIcon size="sm" />}>
              <span className={tileTitle}>{tile.title}</span>
              <ChevronRightIcon size="sm" />
            </Link>
          </Card>
        ))}
      </Tiles>
    </Stack>
  );
}

export interface ProjectTilesProps {
  /** Level of the "My projects" heading in the page outline (a section of a dashboard page, under its h2). @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The member's started projects (account-dashboard §3 project dashboard tiles): a tile per
 * project linking to its dashboard on the site; a skeleton while loading; "no projects yet" and
 * a link to start one when there are none (the server's "Could not find any dashboards" is an
 * empty list); an inline failed state with "Try again".
 */
export function ProjectTiles({ headingLevel = 3 }: ProjectTilesProps) {
  const { t } = useTranslation('projects');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Stack space="md">
        <Heading level={headingLevel} size="section" id={headingId}>
          {t('title')}
        </Heading>
        <Suspense fallback={<ProjectTilesSkeleton />}>
          <LoadedTiles />
        </Suspense>
      </Stack>
    </section>
  );
}
