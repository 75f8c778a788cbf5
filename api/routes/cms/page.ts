// The HTML pages of the content editor's sign-in popup: self-contained, their one style and one
// script allowed by the response's nonce (./index.ts sets the policy).

/** What Decap CMS and the popup say to each other (its `decap-cms-lib-auth`): the popup starts. */
const HELLO = 'authorizing:github';

export interface Page {
  title: string;
  /** Plain text, escaped here. */
  paragraphs: readonly string[];
  /** Posted to the editor once it answers the handshake, to `siteOrigin` only. */
  handshake?: { siteOrigin: string; message: string };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A value as a JavaScript literal that cannot close the script element or break its line. */
const literal = (value: string) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);

const STYLE = 'body{font:1rem/1.5 system-ui,sans-serif;margin:2rem auto;max-width:36rem;padding:0 1rem}';

const NO_OPENER =
  'This window has no editor to hand the result to: it was not opened by the content editor, or the ' +
  "editor's page cut its link to popups (its Cross-Origin-Opener-Policy). Close it and sign in from the editor.";

/**
 * The popup says hello to its opener, on the site's origin only; the editor answers with the same
 * words, and only an answer from the site's origin gets the message, sent back to that origin.
 */
function handshakeScript(siteOrigin: string, message: string): string {
  const silent = `The editor has not answered. Is it open on ${siteOrigin}, with this API's origin as its base_url?`;
  return `(() => {
  const site = ${literal(siteOrigin)}, hello = ${literal(HELLO)}, message = ${literal(message)};
  const status = document.getElementById('handshake');
  if (!window.opener) { status.textContent = ${literal(NO_OPENER)}; return; }
  const wait = setTimeout(() => { status.textContent = ${literal(silent)}; }, 10000);
  window.addEventListener('message', (event) => {
    if (event.origin !== site || event.data !== hello || !event.source) return;
    clearTimeout(wait);
    event.source.postMessage(message, site);
    status.textContent = 'Handed over to the editor; this window closes by itself.';
  });
  window.opener.postMessage(hello, site);
})();`;
}

export function renderPage(page: Page, nonce: string): string {
  const paragraphs = page.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`);
  const handshake = page.handshake
    ? [
        '<p id="handshake">Handing the result to the content editor…</p>',
        `<script nonce="${escapeHtml(nonce)}">${handshakeScript(page.handshake.siteOrigin, page.handshake.message)}</script>`,
      ]
    : [];
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(page.title)}</title>`,
    `<style nonce="${escapeHtml(nonce)}">${STYLE}</style>`,
    `<h1>${escapeHtml(page.title)}</h1>`,
    ...paragraphs,
    ...handshake,
    '',
  ].join('\n');
}
