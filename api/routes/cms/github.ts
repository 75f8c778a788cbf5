// The second step of GitHub's OAuth web flow: GitHub's one-time code traded for the editor's token.
// What goes wrong is said in words for the editor, and in a few plain fields for the log: never the
// code, the secret or anything else of GitHub's answer.

export interface CodeExchange {
  githubUrl: string;
  clientId: string;
  clientSecret: string;
  code: string;
  redirectUri: string;
  timeoutMs: number;
}

export type Exchanged = { ok: true; token: string } | { ok: false; message: string; log: Readonly<Record<string, string | number>> };

const PLAIN_CODE = /^[a-z_]{1,64}$/;

/** GitHub's error codes (its `error` field) in words; an operator's part names the variables. */
const GITHUB_ERRORS: ReadonlyMap<string, string> = new Map([
  [
    'bad_verification_code',
    'GitHub did not accept the sign-in code: it has expired or was used already. Close this window and sign in again.',
  ],
  [
    'incorrect_client_credentials',
    "GitHub did not recognise this API's OAuth app. An operator must check CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET.",
  ],
  [
    'redirect_uri_mismatch',
    "The callback address is not the OAuth app's. An operator must check CMS_CALLBACK_URL against the app's Authorization callback URL.",
  ],
  [
    'unverified_user_email',
    'GitHub will not sign you in until your primary email address is verified. Verify it on GitHub, then sign in again.',
  ],
]);

function unreachable(err: unknown, timeoutMs: number): Exchanged {
  if (err instanceof Error && err.name === 'TimeoutError') {
    return {
      ok: false,
      message: `GitHub did not answer within ${timeoutMs / 1000} s. Close this window and try again in a moment.`,
      log: { reason: 'timeout' },
    };
  }
  const cause = err instanceof Error ? (err.cause as { code?: unknown } | undefined)?.code : undefined;
  return {
    ok: false,
    message: 'GitHub could not be reached from the API. Try again in a moment; if it goes on, an operator must check CMS_GITHUB_URL.',
    log: { reason: typeof cause === 'string' && /^[A-Z_]{1,40}$/.test(cause) ? cause : 'network error' },
  };
}

export async function exchangeCode(request: CodeExchange): Promise<Exchanged> {
  let status: number;
  let text: string;
  try {
    const res = await fetch(`${request.githubUrl}/login/oauth/access_token`, {
      method: 'POST',
      // A form body, as OAuth has it (fetch sets its Content-Type); the answer in JSON.
      headers: { Accept: 'application/json' },
      body: new URLSearchParams({
        client_id: request.clientId,
        client_secret: request.clientSecret,
        code: request.code,
        redirect_uri: request.redirectUri,
      }),
      // The secret goes to this address only, never to one a redirect names.
      redirect: 'manual',
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    status = res.status;
    text = await res.text();
  } catch (err) {
    return unreachable(err, request.timeoutMs);
  }
  let answer: { access_token?: unknown; error?: unknown } = {};
  try {
    answer = Object(JSON.parse(text));
  } catch {
    // Not JSON: no token, said below.
  }
  if (status === 200 && typeof answer.access_token === 'string' && answer.access_token !== '') {
    return { ok: true, token: answer.access_token };
  }
  if (typeof answer.error === 'string') {
    const code = PLAIN_CODE.test(answer.error) ? answer.error : 'unrecognised';
    const message = GITHUB_ERRORS.get(code) ?? `GitHub refused to sign you in (${code}). Close this window and sign in again.`;
    return { ok: false, message, log: { status, githubError: code } };
  }
  return {
    ok: false,
    message: `GitHub answered without a token (HTTP ${status}). Try again; if it goes on, an operator must check CMS_GITHUB_URL.`,
    log: { status, reason: 'no token in the answer' },
  };
}
