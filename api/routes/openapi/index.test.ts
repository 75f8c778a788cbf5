import { describe, expect, it } from 'vitest';
import { subsidyRequestSchema } from '#subsidy';
import { EXCLUSION_REASONS, IMMIGRATION_STATUSES, OTHER_COVERAGES, ZIP_PATTERN } from '#subsidy/rules.ts';
import { createApp } from '../../app.ts';
import { testContent } from '../../test-content.ts';
import { CMS_PAGES } from '../cms/index.ts';
import { honoPath } from './index.ts';

const app = createApp({ content: testContent, logLevel: 'silent', version: '9.9.9' });

async function document() {
  const res = await app.request('/api/openapi.json');
  expect(res.status).toBe(200);
  return (await res.json()) as {
    openapi: string;
    info: { version: string };
    paths: Record<string, Record<string, { responses: Record<string, unknown>; parameters?: unknown[]; requestBody?: unknown }>>;
    components: { schemas: Record<string, Record<string, unknown>> };
  };
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document with the app version', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('9.9.9');
  });

  it('documents exactly the routes the app serves', async () => {
    const doc = await document();
    const documented = Object.entries(doc.paths)
      .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${honoPath({ path })}`))
      .sort();
    // The content editor's sign-in pages answer HTML to a popup: not part of the JSON API.
    const pages: readonly string[] = CMS_PAGES;
    const served = [
      ...new Set(app.routes.filter((r) => r.method !== 'ALL' && !pages.includes(r.path)).map((r) => `${r.method} ${r.path}`)),
    ].sort();
    expect(documented).toEqual(served);
  });

  it('describes the request body with the very schema that validates it', async () => {
    const doc = await document();
    const request = doc.components.schemas['SubsidyRequest'] as {
      properties: Record<string, { pattern?: string; description?: string }>;
      required: string[];
    };
    expect(Object.keys(request.properties)).toEqual(Object.keys(subsidyRequestSchema.shape));
    expect(request.required).toEqual(['income', 'familySize', 'zipCode']);
    expect(request.properties['zipCode']?.pattern).toBe(ZIP_PATTERN.source);
    expect(request.properties['income']?.description).toBe(subsidyRequestSchema.shape.income.description);
    expect(doc.paths['/api/subsidy-calculation']?.['post']?.requestBody).toEqual({
      description: 'The household',
      required: true,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/SubsidyRequest' } } },
    });
  });

  it('documents childrenOnMarketplace in the request and medicaidChipMembers in the answer', async () => {
    const { components } = await document();
    const request = components.schemas['SubsidyRequest'] as { properties: Record<string, { type?: string }> };
    const result = components.schemas['SubsidyResult'] as { properties: Record<string, { type?: string }>; required: string[] };
    expect(request.properties['childrenOnMarketplace']?.type).toBe('boolean');
    expect(result.properties['medicaidChipMembers']?.type).toBe('array');
    expect(result.required).toContain('medicaidChipMembers');
  });

  it("documents each tax-time row's note: a sentence, or null", async () => {
    type Schema = { properties?: Record<string, Schema>; items?: Schema; required?: string[]; type?: string | string[]; anyOf?: Schema[] };
    const result = (await document()).components.schemas['SubsidyResult'] as Schema;
    const row = result.properties?.['taxTime']?.properties?.['scenarios']?.items;
    expect(row?.required).toContain('note');
    const note = row?.properties?.['note'];
    const types = note?.anyOf?.map((t) => t.type) ?? [note?.type].flat();
    expect(types).toEqual(expect.arrayContaining(['string', 'null']));
  });

  it('documents outcomeNotes: the notes a page shows by its headline', async () => {
    type Schema = { properties?: Record<string, Schema>; items?: Schema; required?: string[]; type?: string; description?: string };
    const result = (await document()).components.schemas['SubsidyResult'] as Schema;
    expect(result.required).toContain('outcomeNotes');
    expect(result.properties?.['outcomeNotes']).toMatchObject({ type: 'array', items: { type: 'string' } });
    expect(result.properties?.['outcomeNotes']?.description).toMatch(/each also in notes/);
  });

  it('documents members and jobOffers in the request, members and coverageFamily in the answer, from the same schemas', async () => {
    type Schema = {
      type?: string;
      properties?: Record<string, Schema>;
      items?: Schema;
      enum?: string[];
      default?: unknown;
      required?: string[];
    };
    const { components } = await document();
    const request = components.schemas['SubsidyRequest'] as Schema;
    const result = components.schemas['SubsidyResult'] as Schema;
    const member = request.properties?.['members']?.items;
    expect(member?.required).toEqual(['age']);
    expect(member?.properties?.['immigrationStatus']).toMatchObject({ enum: [...IMMIGRATION_STATUSES], default: 'citizen' });
    expect(member?.properties?.['otherCoverage']).toMatchObject({ enum: [...OTHER_COVERAGES], default: 'none' });
    const offer = request.properties?.['jobOffers']?.items;
    expect(offer?.required).toEqual(['employee', 'selfOnlyMonthly']);
    expect(offer?.properties?.['minimumValue']).toMatchObject({ type: 'boolean', default: true });
    expect(result.properties?.['members']?.items?.properties?.['reason']?.enum).toEqual(expect.arrayContaining([...EXCLUSION_REASONS]));
    expect(result.properties?.['coverageFamily']?.type).toBe('array');
    expect(result.properties?.['eligibility']?.enum).toEqual(expect.arrayContaining(['basic-health-program', 'no-eligible-members']));
    expect(result.required).toEqual(expect.arrayContaining(['members', 'coverageFamily', 'months']));
  });

  it('lists the error statuses of each operation against the Error schema', async () => {
    const doc = await document();
    const post = doc.paths['/api/subsidy-calculation']?.['post'];
    expect(Object.keys(post?.responses ?? {})).toEqual(['200', '400', '405', '413', '415', '429', '500']);
    expect(Object.keys(doc.paths['/api/modules/{id}']?.['get']?.responses ?? {})).toEqual(['200', '400', '404', '405', '500']);
    expect(doc.components.schemas['Error']).toMatchObject({ required: ['error', 'issues'] });
  });

  it('documents the module id as a path parameter', async () => {
    const doc = await document();
    expect(doc.paths['/api/modules/{id}']?.['get']?.parameters).toEqual([
      expect.objectContaining({
        name: 'id',
        in: 'path',
        required: true,
        schema: expect.objectContaining({ type: 'string', pattern: '^[0-9]{1,9}$' }),
      }),
    ]);
  });

  it('resolves every $ref to a component', async () => {
    const doc = await document();
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      const name = ref.replace(/^"\$ref":"#\/components\/schemas\//, '').replace(/"$/, '');
      expect(doc.components.schemas, ref).toHaveProperty(name);
    }
    expect(JSON.stringify(doc)).not.toMatch(/"\$(schema|id)"/);
  });

  it('lists itself, and every operation once with its id', async () => {
    const doc = await document();
    expect(Object.keys(doc.paths)).toContain('/api/openapi.json');
    const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => (op as { operationId?: string }).operationId));
    expect(ids).toEqual([...new Set(ids)]);
    expect(ids).not.toContain(undefined);
  });
});
