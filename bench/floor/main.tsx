/**
 * The floor of the first-screen bytes (`npm run bench`): a hello-world React app built with the
 * product's own Vite, React plugin and React (react-dom/client), nothing else.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function Hello() {
  return <h1>Hello, world</h1>;
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <Hello />
    </StrictMode>,
  );
