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

let opened = false;
let wasSignedIn;
watchUser((user) => {
  const signedIn = Boolean(user?.isSignedIn);
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
