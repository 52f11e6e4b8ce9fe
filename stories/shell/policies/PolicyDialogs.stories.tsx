import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSetAtom } from 'jotai';
import { HttpResponse, http } from 'msw';
import { useEffect } from 'react';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { policyDocument } from '../../../server/content/policies';
import { Stack } from '../../../src/ds/layout';
import { siteConfigAtom } from '../../../src/platform/config/atoms';
import { createMessageBus } from '../../../src/platform/messages/bus';
import { sendHostMessage } from '../../../src/platform/messages/messages';
import { holdForever } from '../../../src/platform/mocks/handlers';
import { shellMessages } from '../../../src/shell/messages';
import {
  loadPolicyDialog,
  openPolicyDialogAtom,
  PolicyDialogs,
  PolicyKind,
  PolicyLink,
  policyKinds,
  showPolicyDialogAtom,
} from '../../../src/shell/policies';
import { isPrintingPolicy } from '../../../src/shell/policies/print';
import { policyShowsPrintAndSave } from '../../../src/shell/policies/rules';
import { findOverlay } from '../../support/findOverlay';
import { preloadChunks } from '../../support/preloadChunks';
import { storyEnvironment, storyStore } from '../../support/storyEnvironment';
import { withShellState } from '../session/support';

const POLICY_PATH = '*/common/components/website-policies/:brand/:document';

/** The reference server's own policy documents, per brand and locale (page-shell §7). */
const servePolicies = http.get(POLICY_PATH, ({ params }) => {
  const html = policyDocument(String(params.brand), String(params.document).replace(/\.html$/, ''));
  return html === null ? new HttpResponse(null, { status: 404 }) : HttpResponse.html(html);
});

const neverAnswers = http.get(POLICY_PATH, ({ request }) => holdForever(request));

const notFound = http.get(POLICY_PATH, () => new HttpResponse(null, { status: 404 }));

/** A document with everything a sanitiser must remove, around text it must keep. */
const HOSTILE_HTML = [
  '<h2 id="kept-heading">Kept heading</h2>',
  '<p id="kept-paragraph">This paragraph stays, with <a id="kept-link" href="/privacy/">a plain link</a>.</p>',
  '<script>window.__policyXss = "script";</script>',
  '<img id="hostile-image" src="data:," alt="" onerror="window.__policyXss = \'onerror\'">',
  '<p><a id="hostile-link" href="javascript:window.__policyXss=\'link\'">A scripted link</a></p>',
  '<p id="styled" style="position:fixed;inset:0" onclick="window.__policyXss = \'click\'">Styled text</p>',
  '<iframe id="hostile-frame" src="https://example.com/"></iframe>',
  '<form id="hostile-form" action="https://example.com/"><input name="x"></form>',
].join('\n');

interface Args {
  /** Story-only: the policy asked for on first render (programmatically). */
  open?: PolicyKind;
}

/** A page with a link to every policy, and the page's policy dialogs. */
function PolicyPage({ open }: Args) {
  const show = useSetAtom(showPolicyDialogAtom);
  useEffect(() => {
    if (open) show({ kind: open });
  }, [open, show]);
  return (
    <>
      <Stack as="ul" space="sm">
        {policyKinds.map((kind) => (
          <PolicyLink key={kind} kind={kind} variant="standalone" />
        ))}
      </Stack>
      <PolicyDialogs />
    </>
  );
}

const meta = {
  title: 'Shell/Policies/PolicyDialogs',
  component: PolicyPage,
  decorators: [withShellState()],
  loaders: [preloadChunks(loadPolicyDialog)],
  parameters: { msw: { handlers: [servePolicies] } },
  argTypes: {
    open: { control: 'select', options: [undefined, ...policyKinds] },
  },
} satisfies Meta<typeof PolicyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The link of a kind, once it has its text: the same translated title as the dialog's heading.
 * (A link is in the page before its translation: on a busy machine a play that read it then
 * looked for a dialog and a heading named "".)
 */
function findLink(canvas: HTMLElement, kind: PolicyKind) {
  return waitFor(
    () => {
      // An open dialog hides the page's links from the accessibility tree.
      const link = within(canvas).getAllByRole('link', { hidden: true })[policyKinds.indexOf(kind)];
      if (!link?.textContent?.trim()) throw new Error(`no link with its title for ${kind} yet`);
      return link;
    },
    { timeout: 8000 },
  );
}

/**
 * The open dialog of `kind`, checked: headed by the kind's translated title, its document
 * loaded (no loading bar, real headings and paragraphs), print and save-as-PDF only for
 * editorial, privacy and terms.
 */
async function expectPolicyDialog(canvas: HTMLElement, kind: PolicyKind) {
  const title = (await findLink(canvas, kind)).textContent ?? '';
  // The chunk is preloaded (meta loaders); a busy full run still renders slowly.
  const dialog = await findOverlay(screen, 'dialog', { name: title }, { timeout: 8000 });
  await expect(within(dialog).getByRole('heading', { name: title })).toBeVisible();
  await waitFor(() => expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument(), {
    timeout: 8000,
  });
  const document = dialog.querySelector('[data-policy-print-root]');
  await expect(document).not.toBeNull();
  await expect(document?.querySelectorAll('h2, h3').length).toBeGreaterThan(0);
  await expect(document?.querySelectorAll('p').length).toBeGreaterThan(1);
  const buttons = within(dialog).getAllByRole('button');
  // The close button, plus print and save-as-PDF for the three printable kinds.
  await expect(buttons).toHaveLength(policyShowsPrintAndSave(kind) ? 3 : 1);
  for (const button of buttons) await expect(button).toBeEnabled();
  return dialog;
}

/** The eight policy links; no dialog is rendered before one is asked for. */
export const Example: Story = {
  play: async ({ canvasElement, loaded }) => {
    const store = storyStore(storyEnvironment({ loaded }));
    const links = await within(canvasElement).findAllByRole('link');
    await expect(links).toHaveLength(8);
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(store.get(openPolicyDialogAtom)).toBeNull();
  },
};

export const PrivacyPolicy: Story = {
  args: { open: PolicyKind.PrivacyPolicy },
  play: async ({ canvasElement }) => {
    await expectPolicyDialog(canvasElement, PolicyKind.PrivacyPolicy);
  },
};

export const TermsOfUse: Story = {
  args: { open: PolicyKind.Terms },
  play: async ({ canvasElement }) => {
    await expectPolicyDialog(canvasElement, PolicyKind.Terms);
  },
};

export const CookiePolicy: Story = {
  args: { open: PolicyKind.CookiePolicy },
  play: async ({ canvasElement }) => {
    await expectPolicyDialog(canvasElement, PolicyKind.CookiePolicy);
  },
};

export const EditorialPolicy: Story = {
  args: { open: PolicyKind.EditorialPolicy },
  play: async ({ canvasElement }) => {
    await expectPolicyDialog(canvasElement, PolicyKind.EditorialPolicy);
  },
};

export const AiDisclaimer: Story = {
  args: { open: PolicyKind.AiDisclaimer },
  play: async ({ canvasElement }) => {
    await expectPolicyDialog(canvasElement, PolicyKind.AiDisclaimer);
  },
};

/** Every kind in turn, asked for through the atom: title, document, and the right buttons. */
export const AllEightKinds: Story = {
  tags: ['mode-brand:main'],
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, loaded }) => {
    const store = storyStore(storyEnvironment({ loaded }));
    await findLink(canvasElement, PolicyKind.Disclaimer);
    for (const kind of policyKinds) {
      store.set(showPolicyDialogAtom, { kind });
      await expectPolicyDialog(canvasElement, kind);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
  },
};

/** Content empty means loading: the loading bar, named after the policy; nothing to print. */
export const Loading: Story = {
  args: { open: PolicyKind.Terms },
  parameters: { msw: { handlers: [neverAnswers] } },
  play: async ({ canvasElement }) => {
    const title = (await findLink(canvasElement, PolicyKind.Terms)).textContent ?? '';
    const dialog = await findOverlay(screen, 'dialog', { name: title });
    const bar = await within(dialog).findByRole('progressbar');
    await expect(bar.getAttribute('aria-label')).toContain(title);
    const [, print, save] = within(dialog).getAllByRole('button');
    await expect(print).toBeDisabled();
    await expect(save).toBeDisabled();
    await expect(dialog.querySelector('[data-policy-print-root]')).toBeNull();
  },
};

/**
 * The fetch fails (404): the translated failure message with a retry, and the console error
 * "Failed fetching {policy type}" of page-shell §8. No document, nothing to print.
 */
export const Failure: Story = {
  args: { open: PolicyKind.PrivacyPolicy },
  parameters: { msw: { handlers: [notFound] } },
  beforeEach: () => {
    const error = spyOn(console, 'error').mockImplementation(() => {});
    return () => error.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const title = (await findLink(canvasElement, PolicyKind.PrivacyPolicy)).textContent ?? '';
    const dialog = await findOverlay(screen, 'dialog', { name: title });
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent(title);
    await expect(within(alert).getByRole('button')).toBeEnabled();
    await expect(console.error).toHaveBeenCalledWith('Failed fetching Privacy Policy');
    await expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(dialog.querySelector('[data-policy-print-root]')).toBeNull();
    const buttons = within(dialog).getAllByRole('button');
    // Close, retry, and the two disabled print buttons.
    await expect(buttons.filter((button) => !button.hasAttribute('disabled'))).toHaveLength(2);
  },
};

/** After a failure, the retry button fetches again and the document appears. */
export const RetryAfterFailure: Story = {
  tags: ['mode-brand:main'],
  args: { open: PolicyKind.EmailPolicy },
  parameters: {
    screenshot: { disable: true },
    msw: {
      handlers: [
        http.get(POLICY_PATH, () => new HttpResponse(null, { status: 500 }), { once: true }),
        servePolicies,
      ],
    },
  },
  beforeEach: () => {
    const error = spyOn(console, 'error').mockImplementation(() => {});
    return () => error.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const dialog = await findOverlay(screen, 'dialog');
    const alert = await within(dialog).findByRole('alert');
    await userEvent.click(within(alert).getByRole('button'));
    await expectPolicyDialog(canvasElement, PolicyKind.EmailPolicy);
    await expect(console.error).toHaveBeenCalledWith('Failed fetching Email Policy');
  },
};

/**
 * The server's HTML goes through DOMPurify: scripts, event handlers, `javascript:` links,
 * inline styles, frames and forms are gone; the text, headings and plain links stay.
 */
export const SanitisedContent: Story = {
  args: { open: PolicyKind.Disclaimer },
  parameters: {
    msw: { handlers: [http.get(POLICY_PATH, () => HttpResponse.html(HOSTILE_HTML))] },
  },
  play: async () => {
    const dialog = await findOverlay(screen, 'dialog');
    const root = await waitFor(() => {
      const found = dialog.querySelector<HTMLElement>('[data-policy-print-root]');
      if (!found) throw new Error('not loaded yet');
      return found;
    });
    await expect(within(root).getByRole('heading', { name: 'Kept heading' })).toBeVisible();
    await expect(root.querySelector('#kept-paragraph')).toHaveTextContent('This paragraph stays');
    await expect(root.querySelector('#kept-link')).toHaveAttribute('href', '/privacy/');
    await expect(root.querySelector('script')).toBeNull();
    await expect(root.querySelector('#hostile-image')).not.toHaveAttribute('onerror');
    await expect(root.querySelector('#hostile-link')).not.toHaveAttribute('href');
    await expect(root.querySelector('#styled')).not.toHaveAttribute('style');
    await expect(root.querySelector('#styled')).not.toHaveAttribute('onclick');
    await expect(root.querySelector('iframe, form, input')).toBeNull();
    await expect((window as { __policyXss?: string }).__policyXss).toBeUndefined();
  },
};

/**
 * Print prints the dialog's document alone (`html[data-policy-print]` turns on the print
 * styles); save-as-PDF opens the same print dialog with the page titled with the PDF file
 * name ("{site brand} - {title}"), which browsers propose as the file name. Both put
 * everything back after printing.
 */
export const PrintAndSaveAsPdf: Story = {
  tags: ['mode-brand:main'],
  args: { open: PolicyKind.PrivacyPolicy },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, loaded }) => {
    const store = storyStore(storyEnvironment({ loaded }));
    const dialog = await expectPolicyDialog(canvasElement, PolicyKind.PrivacyPolicy);
    const title = (await findLink(canvasElement, PolicyKind.PrivacyPolicy)).textContent ?? '';
    const brand = store.get(siteConfigAtom).values.sitebrand;
    const pageTitle = document.title;
    const seen: { printing: boolean; title: string }[] = [];
    const original = window.print;
    window.print = fn(() => {
      seen.push({ printing: isPrintingPolicy(), title: document.title });
    });
    try {
      const [, print, save] = within(dialog).getAllByRole('button');
      if (!print || !save) throw new Error('print buttons missing');
      await userEvent.click(print);
      await expect(window.print).toHaveBeenCalledTimes(1);
      await expect(seen[0]).toEqual({ printing: true, title: pageTitle });
      window.dispatchEvent(new Event('afterprint'));
      await expect(isPrintingPolicy()).toBe(false);

      await userEvent.click(save);
      await expect(window.print).toHaveBeenCalledTimes(2);
      await expect(seen[1]).toEqual({ printing: true, title: `${brand} - ${title}` });
      window.dispatchEvent(new Event('afterprint'));
      await expect(isPrintingPolicy()).toBe(false);
      await expect(document.title).toBe(pageTitle);
    } finally {
      window.print = original;
    }
  },
};

/** Keyboard: Tab to a policy link, Enter opens its dialog, Esc closes it, focus returns. */
export const OpenByKeyboard: Story = {
  tags: ['mode-brand:main'],
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, loaded }) => {
    const store = storyStore(storyEnvironment({ loaded }));
    const link = await findLink(canvasElement, PolicyKind.PrivacyPolicy);
    await userEvent.tab();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await expectPolicyDialog(canvasElement, PolicyKind.PrivacyPolicy);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(store.get(openPolicyDialogAtom)).toBeNull();
    await waitFor(() => expect(link).toHaveFocus());
  },
};

/** Programmatically: `showPolicyDialogAtom` opens a dialog; its close button clears the atom. */
export const OpenByAtom: Story = {
  tags: ['mode-brand:main'],
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, loaded }) => {
    const store = storyStore(storyEnvironment({ loaded }));
    await findLink(canvasElement, PolicyKind.LegalNotice);
    store.set(showPolicyDialogAtom, { kind: PolicyKind.LegalNotice });
    const dialog = await expectPolicyDialog(canvasElement, PolicyKind.LegalNotice);
    await userEvent.click(within(dialog).getAllByRole('button')[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(store.get(openPolicyDialogAtom)).toBeNull();
  },
};

/** The host page's show-website-policy-dialog message (page-shell §7) opens the dialog. */
export const OpenByHostMessage: Story = {
  tags: ['mode-brand:main'],
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, loaded }) => {
    const store = storyStore(storyEnvironment({ loaded }));
    await findLink(canvasElement, PolicyKind.EmailPolicy);
    const disconnect = createMessageBus().register(shellMessages).connect(store, window);
    try {
      sendHostMessage(window, 'show-website-policy-dialog', { policy: 'email' });
      await expectPolicyDialog(canvasElement, PolicyKind.EmailPolicy);
    } finally {
      disconnect();
    }
  },
};
