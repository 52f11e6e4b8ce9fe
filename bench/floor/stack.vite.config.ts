import { floorPage } from './vite.config';

/** The stack floor of `npm run bench` (`stack.tsx`), built like the React floor. */
export default floorPage('stack.html');
