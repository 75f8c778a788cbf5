// The editor's form fields, derived from the content schemas (src/lib/content/schemas.ts) through
// zod's JSON Schema output: each field's widget, label, hint, requiredness, allowed values, pattern
// and bounds come from the schema the build checks with, so the form and the check cannot drift.
import type { CmsField, CmsFieldBase } from 'decap-cms-core';
import { z } from 'zod';

/** The part of JSON Schema zod writes for the content schemas. */
export interface JsonSchema {
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  pattern?: string;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  propertyNames?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  /** The collection whose entry the value names (src/lib/content/schemas.ts, `linkedCollection`). */
  references?: string;
}

/** Where a relation widget finds the entries of a linked collection: Decap's relation options. */
export interface RelationTarget {
  collection: string;
  value_field: string;
  search_fields: string[];
  display_fields?: string[];
}

export interface FieldOptions {
  /** Text fields edited in a box of several lines rather than one line. */
  long?: readonly string[];
  /** For a map keyed by name (a fact's plan years): the name of the field the key becomes in the form. */
  recordKeys?: Readonly<Record<string, string>>;
  /** Fields the form leaves out (computed at build time). */
  omit?: readonly string[];
  /** Fields the form does not insist on although the schema does (filled in at build time for some entries). */
  optional?: readonly string[];
  /** For each linked collection, the editor's collection and field its entries are picked from. */
  relations?: Readonly<Record<string, RelationTarget>>;
}

/** `z.toJSONSchema` as the form reads it: what an editor types in (input), every part present. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** "familySize" -> "Family size", "url" -> "URL". */
export function labelOf(name: string): string {
  if (name === 'url') return 'URL';
  if (name === 'id') return 'ID';
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const hintOf = (schema: JsonSchema) => {
  const text = schema.description ?? schema.items?.description;
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : undefined;
};

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type);

function numberBounds(schema: JsonSchema, integer: boolean): { min?: number; max?: number } {
  const bounds: { min?: number; max?: number } = {};
  if (schema.minimum !== undefined) bounds.min = schema.minimum;
  if (schema.exclusiveMinimum !== undefined) bounds.min = schema.exclusiveMinimum + (integer ? 1 : 0);
  if (schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER) bounds.max = schema.maximum;
  return bounds;
}

/** The relation widget for a value naming an entry of `collection`; an error when the editor has no target for it. */
function relationOf(collection: string, options: FieldOptions): RelationTarget {
  const target = options.relations?.[collection];
  if (!target) throw new Error(`a field names an entry of ${collection}, and the editor has no relation target for it`);
  return target;
}

/** One form field for the schema of `name`; undefined for a field the form does not show. */
export function fieldOf(name: string, schema: JsonSchema, required: boolean, options: FieldOptions = {}): CmsField | undefined {
  if (options.omit?.includes(name)) return undefined;
  const hint = hintOf(schema);
  const base: CmsFieldBase = { name, label: labelOf(name), required: required && !options.optional?.includes(name) };
  if (hint) base.hint = hint;
  const type = typeOf(schema);
  if (schema.references) return { ...base, widget: 'relation', ...relationOf(schema.references, options) };
  if (schema.enum) {
    if (schema.enum.every((value) => typeof value === 'number')) {
      const values = schema.enum as number[];
      return { ...base, widget: 'number', value_type: 'int', min: Math.min(...values), max: Math.max(...values) };
    }
    return { ...base, widget: 'select', options: schema.enum.map(String) };
  }
  if (type === 'boolean') return { ...base, widget: 'boolean', default: schema.default === true, required: false };
  if (type === 'integer' || type === 'number') {
    const integer = type === 'integer';
    return { ...base, widget: 'number', value_type: integer ? 'int' : 'float', ...numberBounds(schema, integer) };
  }
  if (type === 'string') {
    const pattern: [string, string] | undefined = schema.pattern
      ? [schema.pattern, `expected ${schema.description ?? `to match ${schema.pattern}`}`]
      : undefined;
    return { ...base, widget: options.long?.includes(name) ? 'text' : 'string', ...(pattern ? { pattern } : {}) };
  }
  if (type === 'array' && schema.items) {
    const bounds = { ...(schema.minItems ? { min: schema.minItems } : {}), ...(schema.maxItems ? { max: schema.maxItems } : {}) };
    const item = schema.items;
    if (item.references) return { ...base, widget: 'relation', multiple: true, ...bounds, ...relationOf(item.references, options) };
    if (typeOf(item) === 'object' && item.properties)
      return { ...base, widget: 'list', ...bounds, collapsed: true, fields: fieldsOf(item, options), ...summaryOf(item) };
    const single = fieldOf(name, item, true, {});
    if (!single) return undefined;
    return { ...base, widget: 'list', ...bounds, field: { ...single, label: labelOf(name) } };
  }
  if (type === 'object' && schema.properties) return { ...base, widget: 'object', collapsed: true, fields: fieldsOf(schema, options) };
  if (type === 'object' && typeof schema.additionalProperties === 'object') {
    const key = options.recordKeys?.[name] ?? 'key';
    const entry = schema.additionalProperties;
    const keyField = fieldOf(key, { ...(schema.propertyNames ?? { type: 'string' }), type: 'string' }, true);
    return {
      ...base,
      widget: 'list',
      collapsed: true,
      summary: `{{fields.${key}}}`,
      fields: [...(keyField ? [keyField] : []), ...fieldsOf(entry, options)],
    };
  }
  // A value of several kinds (a fact's number, list of numbers, date or text): typed as text.
  if (schema.anyOf) return { ...base, widget: 'string' };
  return undefined;
}

/** The first text field a list item has, shown on its collapsed row. */
function summaryOf(item: JsonSchema): { summary?: string } {
  const first = Object.entries(item.properties ?? {}).find(([name, field]) => typeOf(field) === 'string' && name !== 'id');
  return first ? { summary: `{{fields.${first[0]}}}` } : {};
}

/** The form fields of an object schema, in the schema's order. */
export function fieldsOf(schema: JsonSchema, options: FieldOptions = {}): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([name, field]) => fieldOf(name, field, required.has(name), options) ?? []);
}
