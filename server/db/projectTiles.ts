import { and, eq } from 'drizzle-orm';
import type { ProjectTile } from '../../src/platform/api/contract';
import type { Database } from './client';
import { projectTiles } from './schema';

/** The tiles of the member's started projects (the only ones the dashboard asks for), oldest first. */
export async function startedProjectTilesOf(
  db: Database,
  memberId: number,
): Promise<ProjectTile[]> {
  return db
    .select({ title: projectTiles.title, href: projectTiles.href })
    .from(projectTiles)
    .where(and(eq(projectTiles.memberId, memberId), eq(projectTiles.hasStarted, true)))
    .orderBy(projectTiles.id);
}

/** Every tile of the member (My Documents lists them all), oldest first. */
export async function projectTilesOf(db: Database, memberId: number): Promise<ProjectTile[]> {
  return db
    .select({ title: projectTiles.title, href: projectTiles.href })
    .from(projectTiles)
    .where(eq(projectTiles.memberId, memberId))
    .orderBy(projectTiles.id);
}

/** Adds a tile to the member's projects (My Documents), unless one already links `href`. */
export async function addProjectTileOnce(
  db: Database,
  memberId: number,
  title: string,
  href: string,
): Promise<void> {
  const [existing] = await db
    .select({ id: projectTiles.id })
    .from(projectTiles)
    .where(and(eq(projectTiles.memberId, memberId), eq(projectTiles.href, href)))
    .limit(1);
  if (!existing) await db.insert(projectTiles).values({ memberId, title, href });
}
