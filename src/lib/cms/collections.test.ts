import { existsSync } from 'node:fs';
import type { CmsField } from 'decap-cms-core';
import { describe, expect, it } from 'vitest';
import { checkDecks } from '../content/decks.ts';
import {
  deckFileSchema,
  faqSchema,
  linkedCollection,
  quizFileSchema,
  resourceSchema,
  slideFrontmatterSchema,
  standingFactSchema,
} from '../content/schemas.ts';
import { collections, RELATIONS } from './collections.ts';
import { ANSWERS_WIDGET, editorConfig } from './config.ts';
import { fieldOf, fieldsOf, jsonSchemaOf, labelOf } from './fields.ts';
import { FORMATS, SOURCE } from './formats.ts';

type Field = CmsField & Record<string, unknown>;
const byName = (fields: readonly CmsField[] | undefined, name: string) => fields?.find((field) => field.name === name) as Field | undefined;
const all = collections();
const collection = (name: string) => {
  const found = all.find((c) => c.name === name);
  if (!found) throw new Error(`no collection ${name}`);
  return found;
};

describe('the editor’s fields come from the content schemas', () => {
  it('has a field for every field of an FAQ and a resource, with the schema’s rules', () => {
    const items = (schema: typeof faqSchema | typeof resourceSchema) => fieldsOf(jsonSchemaOf(schema));
    expect(items(faqSchema).map((f) => f.name)).toEqual(Object.keys(faqSchema.shape));
    const resource = items(resourceSchema);
    expect(resource.map((f) => f.name)).toEqual(Object.keys(resourceSchema.shape));
    expect(byName(resource, 'type')).toMatchObject({
      widget: 'select',
      options: ['pdf', 'video', 'link', 'interactive', 'other'],
      required: true,
    });
    expect(byName(resource, 'id')).toMatchObject({ widget: 'number', value_type: 'int', min: 1, required: true });
    expect(byName(resource, 'fileSize')).toMatchObject({ widget: 'string', required: false });
    expect(byName(resource, 'url')?.['pattern']).toEqual([expect.any(String), expect.stringMatching(/^expected an https:\/\/ URL/)]);
  });

  it('holds a pattern that refuses what the schema refuses', () => {
    const url = byName(fieldsOf(jsonSchemaOf(resourceSchema)), 'url')?.['pattern'] as [string, string];
    const pattern = new RegExp(url[0]);
    for (const value of ['https://www.healthcare.gov', '/handouts/module-13']) {
      expect(pattern.test(value)).toBe(true);
      expect(resourceSchema.shape.url.safeParse(value).success).toBe(true);
    }
    for (const value of ['http://example.com', '//evil.example', 'ftp://x']) {
      expect(pattern.test(value)).toBe(false);
      expect(resourceSchema.shape.url.safeParse(value).success).toBe(false);
    }
  });

  it('asks three to five answers of a question, in the widget that wants one right answer', () => {
    const questions = byName(fieldsOf(jsonSchemaOf(quizFileSchema), { relations: RELATIONS }), 'questions') as Field & {
      fields: CmsField[];
    };
    expect(questions.fields.map((f) => f.name)).toEqual(Object.keys(quizFileSchema.shape.questions.element.shape));
    const quizzes = collection('quizzes').fields;
    const answers = byName((byName(quizzes, 'questions') as { fields: CmsField[] }).fields, 'answers');
    expect(answers).toMatchObject({ widget: ANSWERS_WIDGET, min: 3, max: 5 });
    expect(byName((answers as { fields: CmsField[] }).fields, 'correct')).toMatchObject({
      widget: 'boolean',
      default: false,
      required: false,
    });
  });

  it('offers the three kinds of fact, each with the name first and the schema’s fields after', () => {
    const facts = byName(collection('facts').fields, 'facts') as Field & { types: Array<{ name: string; fields: CmsField[] }> };
    expect(facts.types.map((t) => t.name)).toEqual(['standing', 'yearly', 'example']);
    const standing = facts.types[0]?.fields ?? [];
    expect(standing.map((f) => f.name)).toEqual(['name', ...Object.keys(standingFactSchema.shape)]);
    expect(byName(standing, 'verification')).toMatchObject({ widget: 'select', options: ['verified', 'secondary', 'unverified'] });
    const yearly = facts.types[1]?.fields ?? [];
    expect(byName(yearly, 'byPlanYear')).toMatchObject({ widget: 'list' });
    expect((byName(yearly, 'byPlanYear') as { fields: CmsField[] }).fields[0]).toMatchObject({ name: 'planYear', required: true });
  });

  it('leaves out what the build computes', () => {
    expect(byName(collection('modules').fields, 'duration')).toBeUndefined();
  });

  it('labels fields in words', () => {
    expect(labelOf('familySize')).toBe('Family size');
    expect(labelOf('url')).toBe('URL');
    expect(fieldOf('x', {}, true)).toBeUndefined();
  });
});

describe('fields naming an entry are relation widgets, from the schemas’ links', () => {
  const questionFields = () => (byName(collection('quizzes').fields, 'questions') as { fields: CmsField[] }).fields;

  it('picks a slide’s and a knowledge check’s deck among the decks, by id', () => {
    expect(linkedCollection(slideFrontmatterSchema.shape.module)).toBe('modules');
    expect(linkedCollection(quizFileSchema.shape.module)).toBe('modules');
    for (const name of ['slides', 'quizzes']) {
      expect(byName(collection(name).fields, 'module')).toMatchObject({
        widget: 'relation',
        collection: 'modules',
        value_field: 'id',
        required: true,
      });
    }
  });

  it('picks a deck’s slides among the slides, several in order, at least one', () => {
    expect(linkedCollection(deckFileSchema.shape.slides.element)).toBe('slides');
    expect(byName(collection('modules').fields, 'slides')).toMatchObject({
      widget: 'relation',
      multiple: true,
      min: 1,
      collection: 'slides',
      value_field: 'id',
    });
  });

  it('picks a question’s facts by name from every item of every facts file', () => {
    expect(linkedCollection(quizFileSchema.shape.questions.element.shape.facts.element)).toBe('facts');
    expect(byName(questionFields(), 'facts')).toMatchObject({
      widget: 'relation',
      multiple: true,
      min: 1,
      collection: 'facts',
      value_field: 'facts.*.name',
      search_fields: ['facts.*.name'],
    });
  });

  it('picks a question’s slide among the slides, one, by id', () => {
    expect(linkedCollection(quizFileSchema.shape.questions.element.shape.slide)).toBe('slides');
    expect(byName(questionFields(), 'slide')).toMatchObject({
      widget: 'relation',
      required: true,
      collection: 'slides',
      value_field: 'id',
      search_fields: ['title', 'id'],
    });
    expect(byName(questionFields(), 'slide')).not.toHaveProperty('multiple');
  });

  it('leaves fields that name no entry as they were', () => {
    expect(linkedCollection(slideFrontmatterSchema.shape.title)).toBeUndefined();
    expect(byName(questionFields(), 'id')).toMatchObject({ widget: 'string' });
    expect(byName(collection('modules').fields, 'id')).toMatchObject({ widget: 'number' });
  });

  it('points every relation at a collection of the editor holding the value field', () => {
    for (const target of Object.values(RELATIONS)) {
      const [first] = target.value_field.split('.');
      expect(byName(collection(target.collection).fields, first ?? '')).toBeDefined();
    }
  });

  it('refuses a link the editor has no target for', () => {
    expect(() => fieldOf('deck', { type: 'number', references: 'handouts' }, true, { relations: RELATIONS })).toThrow(
      /names an entry of handouts, and the editor has no relation target/,
    );
  });
});

describe('new entries only where one passes the content check alone', () => {
  const decks = [{ id: '13', filePath: 'src/content/modules/13-aca.yaml', data: { id: 13, slides: ['a'] } }];
  const folders = new Map([['13', new Map([['a', 'src/content/slides/13/a.mdx']])]]);

  it('adds no deck, slide or knowledge check, and says how to propose a slide or deck', () => {
    expect(all.filter((c) => c.create === true).map((c) => c.name)).toEqual([]);
    for (const name of ['modules', 'slides']) {
      expect(collection(name).description).toContain('as CONTRIBUTING.md says ("Proposing a new slide or deck")');
      expect(collection(name).delete).toBe(false);
    }
  });

  it('because a new slide file alone, or a new deck alone, fails the check', () => {
    const withSlide = new Map([['13', new Map([...(folders.get('13') ?? []), ['b', 'src/content/slides/13/b.mdx']])]]);
    expect(checkDecks(decks, withSlide).map((p) => p.message)).toContainEqual(expect.stringMatching(/"b" is not listed in/));
    const withDeck = [...decks, { id: '18', filePath: 'src/content/modules/18-new.yaml', data: { id: 18, slides: ['c'] } }];
    expect(checkDecks(withDeck, folders).map((p) => p.message)).toContainEqual(expect.stringMatching(/"c" has no slide file/));
  });
});

describe('the collections', () => {
  it('point at folders and files that exist, each with a format of ours and the kept-text field', () => {
    for (const c of all) {
      expect(Object.keys(FORMATS)).toContain(c.format);
      if (c.folder) {
        expect(existsSync(c.folder)).toBe(true);
        expect(byName(c.fields, SOURCE)).toMatchObject({ widget: 'hidden' });
      }
      for (const file of c.files ?? []) {
        expect(existsSync(file.file)).toBe(true);
        expect(byName(file.fields, SOURCE)).toMatchObject({ widget: 'hidden' });
      }
    }
  });

  it('opens a pull request per entry on GitHub, signing in through the API, with the local backend when given', () => {
    const config = editorConfig(
      {
        repo: 'acme/hub',
        branch: 'main',
        apiOrigin: 'https://api.example.org',
        localBackendUrl: 'http://localhost:8081/api/v1',
        siteUrl: 'https://acme.github.io/hub/',
      },
      all,
    );
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(config.backend).toMatchObject({
      name: 'github',
      repo: 'acme/hub',
      branch: 'main',
      base_url: 'https://api.example.org',
      auth_endpoint: 'api/cms/auth',
    });
    expect(config.local_backend).toEqual({ url: 'http://localhost:8081/api/v1' });
    expect(config.load_config_file).toBe(false);
    const none = editorConfig(
      { repo: undefined, branch: 'main', apiOrigin: 'https://a.org', localBackendUrl: undefined, siteUrl: 'https://a.org/' },
      all,
    );
    expect(none.local_backend).toBeUndefined();
  });
});
