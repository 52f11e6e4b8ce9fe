// The script of the server's host pages. It talks to the page shell only through the host-page
// messages (page-shell §7): CustomEvents named `base-application:<type>` on window. What a page
// wants is in the data attributes of #host-content, written by server/routes/hostPages.ts.
const PREFIX = 'base-application:';
const send = (type, detail) => window.dispatchEvent(new CustomEvent(PREFIX + type, { detail }));
const content = document.getElementById('host-content');
const data = content ? content.dataset : {};

/**
 * Calls `listener` with every user snapshot the shell sends, first when it answers `get-user`.
 * A shell rendered by the server (it carries `#page-state`) starts from the session the server
 * just checked. A shell rendered in the browser starts from the browser's remembered session:
 * once it listens, the page asks it to check the session with the server
 * (`refresh-user-state`), whose answer comes as a new snapshot when it differs.
 */
function watchUser(listener) {
  let answered = false;
  const checkedByServer = document.getElementById('page-state') !== null;
  window.addEventListener(`${PREFIX}snapshot-user`, (event) => {
    if (!answered && !checkedByServer) send('refresh-user-state');
    answered = true;
    listener(event.detail);
  });
  // The shell bundle may start after this script: ask until it answers.
  const ask = () => {
    if (answered) return;
    send('get-user');
    setTimeout(ask, 100);
  };
  ask();
}

function openSignIn(mode) {
  send('open-sign-in-dialog', { mode, showCloseButton: true });
}

for (const button of document.querySelectorAll('[data-open-sign-in]')) {
  button.addEventListener('click', () => openSignIn(button.dataset.openSignIn));
}

// A page's policy link opens the shell's policy dialog (`data-policy`: the message's name).
for (const button of document.querySelectorAll('[data-policy]')) {
  button.addEventListener('click', () =>
    send('show-website-policy-dialog', { policy: button.dataset.policy }),
  );
}

// "Save" on a document page: a member's form posts (the server saves the document); a guest
// gets the save-document create-account dialog, with the document as its product.
for (const button of document.querySelectorAll('[data-save-document]')) {
  button.addEventListener('click', (event) => {
    if (wasSignedIn) return;
    event.preventDefault();
    send('open-sign-in-dialog', {
      mode: 'Create',
      productInfo: {
        productName: button.dataset.productName,
        productCode: button.dataset.productCode,
      },
      showCloseButton: true,
    });
  });
}

// The page's own entries in the shell's navigation (server/routes/sitePages.ts): the shell
// names the pressed one's action; the page runs it as its own control would.
const navigationActions = {
  'save-document': () => document.querySelector('[data-save-document]')?.click(),
  'start-document': () => document.querySelector('[data-start-document]')?.click(),
};
window.addEventListener(`${PREFIX}navigation-item-action`, (event) => {
  navigationActions[event.detail?.value]?.();
});

/** The page's layout (page-shell §4 "Layout by host messages"), once the shell listens. */
function sendLayout() {
  if (data.bannerStyle) send('set-banner-style', data.bannerStyle);
  if (data.footerStyle) send('set-footer-style', data.footerStyle);
  if (data.signInLinks) send('set-sign-in-links-state', data.signInLinks);
}

let opened = false;
let wasSignedIn;
watchUser((user) => {
  const signedIn = Boolean(user?.isSignedIn);
  if (wasSignedIn === undefined) sendLayout();
  // Once the shell listens: its tracked events carry who and where (page-shell §7 tracking
  // initialise; a later sign-in or sign-out updates the login id by itself), and a page about
  // a product names it (metadata, and the member's licences for it).
  if (wasSignedIn === undefined) {
    send('tracking-initialise', {
      isPaymentPage: false,
      loginId: user?.loginId ?? '',
      pageName: data.page ?? location.pathname,
    });
    if (data.productCode) send('use-metadata-options', { productCode: data.productCode });
  }
  // Sign-in page: the dialog opens by itself in the page's mode; once signed in, go on. The
  // server renders this page for guests only (a member is redirected), so a first snapshot
  // saying "signed in" is the browser's remembered copy of a session the server has ended:
  // leaving on it would bounce the member between this page and ReturnUrl. Go on only after a
  // sign-in seen here (the shell's user check turns that copy into "signed out" first).
  if (data.signInMode && !signedIn && !opened) {
    opened = true;
    openSignIn(data.signInMode);
  }
  if (signedIn && wasSignedIn === false && data.returnUrl) window.location.assign(data.returnUrl);
  // Pages rendered for a guest or a member show the other content after a change of session.
  if (signedIn && wasSignedIn === false && data.reloadOnSignIn) window.location.reload();
  if (!signedIn && wasSignedIn && data.reloadOnSignOut) window.location.reload();
  wasSignedIn = signedIn;
});
