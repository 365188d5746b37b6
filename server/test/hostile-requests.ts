import type { InjectOptions } from 'fastify';
import {
  brokenForms,
  HOSTILE_COOKIES,
  HOSTILE_FIELD_VALUES,
  HOSTILE_FORM_VALUES,
  HOSTILE_JSON_BODIES,
  HOSTILE_JSON_VALUES,
  HOSTILE_QUERY_VALUES,
  HOSTILE_SEGMENTS,
  multipartBody,
  multipartHeaders,
  type Part,
  WRONG_CONTENT_TYPES,
} from './hostile-values.js';

/**
 * Malformed requests for every operation of the API reference (/api/openapi.json), built from
 * hostile-values.ts. The reference is the list of what to attack, so a route is attacked the day
 * it is documented.
 */

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  minLength?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  /** As the reference writes it: `/api/recipes/{id}`. */
  path: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      ...operation,
      method: method.toUpperCase(),
      path,
    })),
  );
}

/** A request and what it tries, for the failure list. */
export interface HostileRequest extends InjectOptions {
  label: string;
}

/** What the setup made: values that pass, so that only the part under attack is malformed. */
export interface GoodValues {
  /** A numeric id the caller's own recipe, post and comment all have. */
  entityId: number;
  /** Another cook, with a public profile. */
  userId: string;
  /**
   * Body properties by name, where a JSON schema cannot say what passes ("a JSON array", "a
   * whole number", an email address); a function gives a fresh value each time.
   */
  fields: Record<string, unknown>;
}

const jsonHeaders = { 'content-type': 'application/json' };

/** A value its schema accepts, as far as a JSON schema can say. */
export function plausible(schema: JsonSchema | undefined, known: GoodValues['fields']): unknown {
  if (!schema) return 'Plain text';
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) {
    return plausible(choices.find((choice) => choice.type !== 'null') ?? choices[0], known);
  }
  if (schema.default !== undefined) return schema.default;
  const type = [schema.type].flat().find((t) => t !== 'null');
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'array':
      return [plausible(schema.items, known)];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => {
          const value = known[name];
          if (value === undefined) return [name, plausible(property, known)];
          return [name, typeof value === 'function' ? value() : value];
        }),
      );
    default:
      return 'Plain text value'.padEnd(schema.minLength ?? 0, '.');
  }
}

/**
 * `{id}` and `{*}` filled in with the given text, or with a good value: a numeric id, a user's id
 * on a user's path, a stored file's name for `/uploads/{*}`.
 */
function fillPath(operation: Operation, good: GoodValues, raw?: Record<string, string>): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (raw?.[name] !== undefined) return raw[name];
    const parameter = operation.parameters?.find((p) => p.in === 'path' && p.name === name);
    if (name === '*') return 'recipes/none.webp';
    if (parameter?.schema?.type === 'integer' || parameter?.schema?.type === 'number') {
      return String(good.entityId);
    }
    return /user/.test(operation.path) ? encodeURIComponent(good.userId) : String(good.entityId);
  });
}

/** The body a route takes, plausibly filled in, for requests whose malformed part is elsewhere. */
function plausibleBody(operation: Operation, good: GoodValues): InjectOptions | undefined {
  const content = operation.requestBody?.content ?? {};
  const json = content['application/json'];
  if (json) {
    return { payload: JSON.stringify(plausible(json.schema, good.fields)), headers: jsonHeaders };
  }
  const form = content['multipart/form-data'];
  if (form) {
    return { payload: multipartBody(formFields(form.schema, good)), headers: multipartHeaders };
  }
  return undefined;
}

/** The text fields of a multipart form, plausibly filled in (its file left out). */
function formFields(schema: JsonSchema, good: GoodValues): Part[] {
  const values = plausible(
    {
      ...schema,
      properties: Object.fromEntries(
        Object.entries(schema.properties ?? {}).filter(
          ([, property]) => property.format !== 'binary',
        ),
      ),
    },
    good.fields,
  ) as Record<string, unknown>;
  return Object.entries(values).map(([name, value]) => ({
    name,
    value: typeof value === 'string' ? value : JSON.stringify(value),
  }));
}

/** Every malformed request this operation gets, each with its label. */
export function hostileRequests(operation: Operation, good: GoodValues): HostileRequest[] {
  const { method } = operation;
  const requests: HostileRequest[] = [];
  const add = (label: string, options: InjectOptions) =>
    requests.push({ method: method as InjectOptions['method'], ...options, label });
  const body = plausibleBody(operation, good);
  const goodUrl = fillPath(operation, good);

  for (const parameter of operation.parameters ?? []) {
    if (parameter.in === 'path') {
      for (const segment of HOSTILE_SEGMENTS) {
        const url = fillPath(operation, good, { [parameter.name]: segment });
        add(`path ${parameter.name}=${segment.slice(0, 40)}`, { url, ...body });
      }
    }
    if (parameter.in === 'query') {
      const name = parameter.name;
      for (const value of HOSTILE_QUERY_VALUES) {
        add(`query ${name}=${value.slice(0, 40)}`, { url: `${goodUrl}?${name}=${value}` });
      }
      add(`query ${name} twice`, { url: `${goodUrl}?${name}=1&${name}=2` });
      add(`query ${name}[]`, { url: `${goodUrl}?${name}[]=1&${name}[a]=2` });
    }
  }

  const content = operation.requestBody?.content ?? {};
  const json = content['application/json'];
  if (json) {
    const base = plausible(json.schema, good.fields) as Record<string, unknown>;
    add('plausible JSON body', {
      url: goodUrl,
      payload: JSON.stringify(base),
      headers: jsonHeaders,
    });
    for (const raw of HOSTILE_JSON_BODIES) {
      const shown = typeof raw === 'string' ? raw : `bytes ${raw.toString('hex')}`;
      add(`JSON body ${JSON.stringify(shown.slice(0, 30))}`, {
        url: goodUrl,
        payload: raw,
        headers: jsonHeaders,
      });
    }
    for (const name of Object.keys(json.schema.properties ?? {})) {
      for (const value of HOSTILE_JSON_VALUES) {
        add(`JSON ${name}=${JSON.stringify(value).slice(0, 30)}`, {
          url: goodUrl,
          payload: JSON.stringify({ ...base, [name]: value }),
          headers: jsonHeaders,
        });
      }
    }
  }
  const urlencoded = content['application/x-www-form-urlencoded'];
  if (urlencoded) {
    const base = plausible(urlencoded.schema, good.fields) as Record<string, unknown>;
    for (const name of Object.keys(base)) {
      for (const value of HOSTILE_FORM_VALUES) {
        const others = Object.entries(base).filter(([other]) => other !== name);
        const pairs = others.map(([other, text]) => `${other}=${encodeURIComponent(String(text))}`);
        add(`form-encoded ${name}=${value.slice(0, 30)}`, {
          url: goodUrl,
          payload: [...pairs, `${name}=${value}`].join('&'),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
      }
    }
  }
  const form = content['multipart/form-data'];
  if (form) {
    const fields = formFields(form.schema, good);
    const fileField = Object.entries(form.schema.properties ?? {}).find(
      ([, property]) => property.format === 'binary',
    )?.[0];
    add('plausible form', {
      url: goodUrl,
      payload: multipartBody(fields),
      headers: multipartHeaders,
    });
    for (const field of fields) {
      for (const value of HOSTILE_FIELD_VALUES) {
        const parts = fields.map((part) => (part.name === field.name ? { ...part, value } : part));
        const shown = typeof value === 'string' ? value : `bytes ${value.toString('hex')}`;
        add(`form ${field.name}=${JSON.stringify(shown.slice(0, 30))}`, {
          url: goodUrl,
          payload: multipartBody(parts),
          headers: multipartHeaders,
        });
      }
    }
    for (const [label, options] of brokenForms(fileField, fields)) {
      add(`form: ${label}`, { url: goodUrl, ...options });
    }
  }
  // No body: the session is read before it, and a sign-in's body would cost a password hash.
  for (const cookie of HOSTILE_COOKIES) {
    add(`cookie ${cookie.slice(0, 40)}`, { url: goodUrl, headers: { cookie } });
  }
  for (const [type, payload] of WRONG_CONTENT_TYPES) {
    add(`content type ${type ?? 'none'}`, {
      url: goodUrl,
      payload,
      headers: type === undefined ? {} : { 'content-type': type },
    });
  }
  return requests;
}
