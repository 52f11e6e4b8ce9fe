import { HttpResponse, http } from 'msw';
import { type EndpointName, endpoints } from '../../../src/platform/api/contract';

/** The whole-URL pattern of a contract endpoint (any origin, any query). */
export function endpointUrl(name: EndpointName): RegExp {
  const path = endpoints[name].path.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^[a-z]+://[^/]+${path}(\\?.*)?$`, 'i');
}

/** A promise the play function releases when it has seen the pending state. */
export function gate() {
  let open!: () => void;
  let promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    wait: () => promise,
    open: () => open(),
    reset() {
      promise = new Promise<void>((resolve) => {
        open = resolve;
      });
    },
  };
}

export const envelope = {
  ok: (result: unknown = null) => HttpResponse.json({ succeeded: true, result, errors: [] }),
  refused: (errors: string[], status = 200) =>
    HttpResponse.json({ succeeded: false, result: null, errors }, { status }),
};

/**
 * One answer per request, in order; the last repeats. Registered before `mockApi`'s handlers,
 * so it answers first; `onRequest` sees each request as `mockApi` would report it.
 */
export function answersInOrder(
  name: EndpointName,
  method: 'get' | 'put' | 'post',
  answers: ((request: Request) => Response | Promise<Response>)[],
  onRequest: (endpoint: EndpointName, request: Request) => void,
) {
  let count = 0;
  return {
    handler: http[method](endpointUrl(name), async ({ request }) => {
      onRequest(name, request);
      const answer = answers[Math.min(count, answers.length - 1)] as (typeof answers)[number];
      count++;
      return answer(request);
    }),
    reset() {
      count = 0;
    },
  };
}
