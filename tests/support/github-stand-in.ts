/**
 * GitHub's OAuth pages, played on 127.0.0.1 for the editor's sign-in test (tests/e2e/editor-sign-in.spec.ts):
 * /login/oauth/authorize approves at once and sends the browser back with a code; the token endpoint
 * trades that code, and only that code with the right secret, for a token.
 *
 * Usage: node tests/support/github-stand-in.ts <port>
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

export const STAND_IN = { clientId: 'stand-in-client', clientSecret: 'stand-in-secret', code: 'stand-in-code', token: 'gho_standInToken' };

const app = new Hono()
  .get('/', (c) => c.text('GitHub stand-in'))
  .get('/login/oauth/authorize', (c) => {
    const back = new URL(c.req.query('redirect_uri') ?? '');
    if (c.req.query('client_id') !== STAND_IN.clientId) return c.text('unknown client', 400);
    back.search = new URLSearchParams({ code: STAND_IN.code, state: c.req.query('state') ?? '' }).toString();
    return c.redirect(back.href, 302);
  })
  .post('/login/oauth/access_token', async (c) => {
    const body = await c.req.parseBody();
    const valid =
      body['client_id'] === STAND_IN.clientId && body['client_secret'] === STAND_IN.clientSecret && body['code'] === STAND_IN.code;
    return valid
      ? c.json({ access_token: STAND_IN.token, token_type: 'bearer', scope: 'repo' })
      : c.json({ error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' });
  });

if (import.meta.main) serve({ fetch: app.fetch, hostname: '127.0.0.1', port: Number(process.argv[2] ?? 4404) });
