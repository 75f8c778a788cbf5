// The content editor's GitHub sign-in through the API (api/routes/cms), end to end in the browser:
// the popup, GitHub's consent (a stand-in on 127.0.0.1, tests/support/github-stand-in.ts), the
// code exchange, and the token handed to the editor, which then calls GitHub's API with it.
import { expect, test } from '@playwright/test';
import { STAND_IN } from '../support/github-stand-in.ts';

test('an editor signs in with GitHub: the token reaches the editor, which calls GitHub with it', async ({ page, context }) => {
  // No local backend: the editor offers GitHub's sign-in.
  await context.route(/\/api\/v1$/, (route) => route.abort());
  const authorization = new Promise<string | undefined>((resolve) => {
    void context.route('https://api.github.com/**', async (route, request) => {
      resolve(request.headers()['authorization']);
      await route.fulfill({ status: 401, json: { message: 'Bad credentials (stand-in)' } });
    });
  });
  const visited: string[] = [];
  context.on('request', (request) => {
    if (request.isNavigationRequest()) visited.push(new URL(request.url()).pathname);
  });
  await page.goto('/admin/');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Login with GitHub' }).click();
  const signIn = await popup;
  expect(await authorization).toBe(`token ${STAND_IN.token}`);
  // The popup went through the API, GitHub's consent and back, and the editor closed it.
  expect(visited).toEqual(expect.arrayContaining(['/api/cms/auth', '/login/oauth/authorize', '/api/cms/callback']));
  await expect.poll(() => signIn.isClosed()).toBe(true);
});

test('the sign-in refuses a callback this browser did not start', async ({ page }) => {
  const res = await page.goto(`/api/cms/callback?code=${STAND_IN.code}&state=forged`);
  expect(res?.status()).toBe(400);
  await expect(page.getByRole('heading', { name: 'Signing in to the content editor failed' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(STAND_IN.token);
});
