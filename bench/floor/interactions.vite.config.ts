import { floorPage } from './vite.config';

/** The interaction floor of `npm run bench` (`interactions.tsx`), built like the React floor. */
export default floorPage('interactions.html');
