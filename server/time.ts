import { instantToWallTime } from '../src/platform/format/dates';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An instant as the API's zone-less server date text (wall time in the server's zone). */
export function serverDateText(instant: Date): string {
  const w = instantToWallTime(instant);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
}
