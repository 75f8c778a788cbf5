import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Issue } from '#lib/issue.ts';
import { IMMIGRATION_STATUSES, OTHER_COVERAGES } from '#subsidy/rules.ts';
import { createApp } from './app.ts';
import { errorBodySchema } from './errors/index.ts';
import { testContent } from './test-content.ts';

/**
 * Property-based fuzz of the whole app: random and malformed methods, paths, headers and bodies.
 * Whatever comes in, the answer is never a 5xx, and is either a result or `{ error, issues }` JSON.
 */

// A high limit: 429 is covered elsewhere, here it would only hide the routes behind it.
const app = createApp({
  content: testContent,
  logLevel: 'silent',
  rateLimit: { max: 1_000_000 },
  allowedOrigins: ['https://site.example'],
});

const KNOWN_PATHS = [
  '/api/modules',
  '/api/modules/13',
  '/api/modules/17',
  '/api/resources',
  '/api/faqs',
  '/api/subsidy-calculation',
  '/api/health',
  '/api/openapi.json',
];

const segment = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 10 }),
  fc.constantFrom('..', '.', '', '%', '%zz', '%00', '%E0%A4%A', '%2F', '13', '-1', '1.5', '1e3', 'api', 'modules', '?x=1', '#frag'),
);
const path = fc.oneof(
  fc.constantFrom(...KNOWN_PATHS),
  fc.constantFrom(...KNOWN_PATHS).chain((p) => segment.map((s) => `${p}/${s}`)),
  segment.map((s) => `/api/modules/${s}`),
  fc.array(segment, { maxLength: 6 }).map((parts) => `/${parts.join('/')}`),
  fc.string({ minLength: 2_000, maxLength: 9_000 }).map((s) => `/api/${s}`),
);

const method = fc.oneof(
  { arbitrary: fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'), weight: 4 },
  { arbitrary: fc.stringMatching(/^[A-Za-z]{1,12}$/), weight: 1 },
);

const printable = fc.stringMatching(/^[\x20-\x7e]{0,80}$/);
const contentType = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 4 },
  fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'application/json; charset=latin1',
    'application/vnd.api+json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/jsonx',
    '',
  ),
  printable,
);
const headers = fc.record(
  {
    'content-type': contentType,
    'x-request-id': printable,
    origin: fc.oneof(fc.constantFrom('https://site.example', 'null', 'https://evil.example'), printable),
    'access-control-request-method': fc.constantFrom('POST', 'GET', 'DELETE', 'x'),
    'x-forwarded-for': printable,
    accept: printable,
  },
  { requiredKeys: [] },
);

// Near-valid subsidy requests: each field mostly sane, sometimes anything at all or absent.
const mostly = <T>(sane: fc.Arbitrary<T>) => fc.oneof({ arbitrary: sane, weight: 5 }, { arbitrary: fc.anything(), weight: 1 });
const position = fc.integer({ min: -1, max: 5 });
const memberLike = fc.record(
  {
    age: mostly(fc.integer({ min: -1, max: 121 })),
    seekingCoverage: mostly(fc.boolean()),
    immigrationStatus: mostly(fc.constantFrom(...IMMIGRATION_STATUSES, 'refugee', '')),
    medicaidBarredByStatus: mostly(fc.boolean()),
    otherCoverage: mostly(fc.constantFrom(...OTHER_COVERAGES, 'medicaid')),
    dependant: mostly(fc.boolean()),
  },
  { requiredKeys: [] },
);
const offerLike = fc.record(
  {
    employee: mostly(position),
    selfOnlyMonthly: mostly(fc.double({ min: -10, max: 200_000 })),
    familyMonthly: mostly(fc.double({ min: -10, max: 200_000 })),
    familyMembers: mostly(fc.array(position, { maxLength: 4 })),
    minimumValue: mostly(fc.boolean()),
  },
  { requiredKeys: [] },
);
const subsidyLike = fc.record(
  {
    income: mostly(fc.integer({ min: -10, max: 200_000_000 })),
    familySize: mostly(fc.integer({ min: 0, max: 21 })),
    zipCode: mostly(fc.stringMatching(/^ ?\d{5}(-\d{4})? ?$/)),
    year: mostly(fc.constantFrom(2024, 2025, 2026, 2027, '2026')),
    ages: mostly(fc.array(fc.integer({ min: -5, max: 130 }), { maxLength: 3 })),
    benchmarkPremium: mostly(fc.double({ min: -10, max: 200_000 })),
    members: mostly(fc.array(memberLike, { maxLength: 4 })),
    jobOffers: mostly(fc.array(offerLike, { maxLength: 3 })),
  },
  { requiredKeys: ['income', 'familySize', 'zipCode'] },
);
const body = fc.oneof(
  { arbitrary: subsidyLike.map((v) => JSON.stringify(v)), weight: 4 },
  fc.json(),
  fc.string({ maxLength: 200 }),
  fc.uint8Array({ maxLength: 200 }),
  fc.constantFrom('', '{', '{"income":', 'null', '[]', '"x"', '\uFEFF{}', '{"__proto__":{"x":1}}'),
  fc.integer({ min: 16_000, max: 40_000 }).map((n) => `{"zipCode":"${'9'.repeat(n)}"}`),
);

function buildRequest(m: string, p: string, h: Record<string, string>, b: string | Uint8Array | undefined): Request | undefined {
  try {
    const init: RequestInit = { method: m, headers: h };
    if (b !== undefined && m !== 'GET' && m !== 'HEAD') init.body = b as BodyInit;
    return new Request(`http://api.test${p}`, init);
  } catch {
    return undefined; // the runtime refuses it before any server could see it (CONNECT, a bad header)
  }
}

async function expectWellFormed(request: Request): Promise<void> {
  const res = await app.fetch(request);
  const label = `${request.method} ${request.url.slice(0, 120)} → ${res.status}`;
  expect(res.status, label).toBeLessThan(500);
  expect(res.headers.get('X-Content-Type-Options'), label).toBe('nosniff');
  expect(res.headers.get('X-Request-Id'), label).toBeTruthy();
  const text = await res.text();
  if (res.status === 204 || request.method === 'HEAD') return expect(text, label).toBe('');
  const parsed: unknown = JSON.parse(text);
  if (res.status >= 400) {
    const error = errorBodySchema.strict().parse(parsed);
    expect(error.error.length, label).toBeGreaterThan(0);
    expect(text, label).not.toMatch(/\n\s+at |node_modules|Malformed JSON in request body/);
  } else {
    expect(typeof parsed, label).toBe('object');
    expect(parsed, label).not.toBeNull();
  }
}

describe('fuzz', () => {
  it('never answers 5xx to random methods, paths, headers and bodies', async () => {
    await fc.assert(
      fc.asyncProperty(method, path, headers, fc.option(body, { nil: undefined }), async (m, p, h, b) => {
        const request = buildRequest(m, p, h, b);
        fc.pre(request !== undefined);
        await expectWellFormed(request);
      }),
      { numRuns: 2_500 },
    );
  });

  it('answers every POST /api/subsidy-calculation with a result or a clear 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(body, contentType, async (b, type) => {
        const request = buildRequest('POST', '/api/subsidy-calculation', { 'content-type': type }, b);
        fc.pre(request !== undefined);
        await expectWellFormed(request);
      }),
      { numRuns: 2_000 },
    );
  });

  it('answers near-valid members and job offers with a result or a 400 naming fields under them, never a 5xx', async () => {
    const household = fc.integer({ min: 1, max: 4 }).chain((familySize) =>
      fc.record({
        income: fc.integer({ min: 0, max: 300_000 }),
        familySize: fc.constant(familySize),
        zipCode: fc.constantFrom('10001', '55401', '97201', '20001', '77002', '60614'),
        year: fc.constantFrom(2025, 2026, 2027),
        members: fc.array(memberLike, { minLength: familySize, maxLength: familySize }),
        jobOffers: fc.array(offerLike, { maxLength: 2 }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(household, async (h) => {
        const res = await app.request('/api/subsidy-calculation', {
          method: 'POST',
          body: JSON.stringify(h),
          headers: { 'Content-Type': 'application/json' },
        });
        const parsed = await res.json();
        if (res.status === 200) {
          expect(parsed.members).toHaveLength(h.familySize);
        } else {
          expect(res.status).toBe(400);
          for (const issue of parsed.issues) expect(issue.path).toMatch(/^(members|jobOffers)(\.\d+(\.\w+(\.\d+)?)?)?$/);
        }
      }),
      { numRuns: 1_500 },
    );
  });

  it('answers every well-formed household with 200, or 400 naming zipCode when it has no state', async () => {
    const household = fc.integer({ min: 1, max: 20 }).chain((familySize) =>
      fc.record({
        income: fc.integer({ min: 0, max: 100_000_000 }),
        familySize: fc.constant(familySize),
        zipCode: fc.stringMatching(/^\d{5}$/),
        year: fc.constantFrom(2025, 2026, 2027),
        ages: fc.array(fc.integer({ min: 0, max: 120 }), { minLength: familySize, maxLength: familySize }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(household, fc.boolean(), async (h, withAges) => {
        const { ages, ...rest } = h;
        const res = await app.request('/api/subsidy-calculation', {
          method: 'POST',
          body: JSON.stringify(withAges ? h : rest),
          headers: { 'Content-Type': 'application/json' },
        });
        const parsed = await res.json();
        if (res.status === 200) {
          expect(parsed.subsidy).toBeGreaterThanOrEqual(0);
        } else {
          expect(res.status).toBe(400);
          expect(parsed.issues.map((i: Issue) => i.path)).toEqual(['zipCode']);
        }
      }),
      { numRuns: 1_000 },
    );
  });
});
