import { heldRequests, requestKey } from '../src/platform/mocks/handlers';

/**
 * The story's requests still waiting for their answer, so its screenshot is taken once the page
 * shows everything it asked for: a play function waits for what it checks, not for the phone
 * info or the experiments beside it, and on a loaded machine those came after the capture.
 * Requests a mock holds forever (a loading state, `holdForever`) are not waited for.
 */
const open = new Map<Promise<Response>, string>();
/** When the last answer came (what it renders takes a frame or two more). */
let lastAnswerAt = 0;

const nativeFetch = window.fetch.bind(window);
window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const url = input instanceof Request ? input.url : new URL(String(input), location.href).href;
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  const answer = nativeFetch(input, init);
  open.set(answer, requestKey(method, url));
  const answered = () => {
    open.delete(answer);
    lastAnswerAt = performance.now();
  };
  answer.then(answered, answered);
  return answer;
};

/** Forgets the requests of the stories before (the page is shared). */
export function forgetRequests() {
  open.clear();
  heldRequests.clear();
}

/** Time for an answer to be read and rendered (two frames). */
const RENDER_MS = 40;
const unanswered = () => [...open.values()].filter((key) => !heldRequests.has(key));
const settled = () => unanswered().length === 0 && performance.now() - lastAnswerAt >= RENDER_MS;

/**
 * Resolves once no request of the story is waiting for its answer and the last answer has had
 * time to render (what it renders may ask for more), or after `withinMs` whatever is left. At
 * once in the usual case: everything answered long before.
 */
export async function requestsAnswered(withinMs = 5_000) {
  const start = performance.now();
  while (!settled() && performance.now() - start < withinMs) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const left = unanswered();
  if (left.length > 0)
    console.warn(`screenshot taken with requests unanswered after ${withinMs} ms: ${left}`);
}
