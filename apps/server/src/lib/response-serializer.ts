/**
 * The serializer of every route's JSON answer (issue 34): the route's zod response schema turned once, on
 * its first answer, into JSON Schema and compiled by fast-json-stringify, Fastify's own serializer, instead of a zod
 * parse of every answer on its way out followed by JSON.stringify. What the schema does not name is left out,
 * as zod's parse left it out. A schema JSON Schema cannot express (a transform, a codec) keeps zod's serializer.
 */
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';

/**
 * Without `additionalProperties: false`: the serialiser writes only the properties a schema names anyway, and
 * where it must choose (a nullable object, a union) it checks the value against the schema, which an object
 * carrying more than the answer shows (a row) would fail.
 */
function allowingMore(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(allowingMore);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, allowingMore(value)]),
  );
}

/** The JSON Schema of what the route answers, or null when zod alone can serialise it. */
export function answerJsonSchema(schema: ZodType): object | null {
  try {
    return allowingMore(
      z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }),
    ) as object;
  } catch {
    return null;
  }
}

type Serialize = (data: unknown) => string;

/** Compiled serialisers by schema: the schemas are the contracts' module-level objects, shared by every app. */
const compiledBySchema = new WeakMap<ZodType, Serialize | null>();

function fastSerializer(schema: ZodType): Serialize | null {
  if (compiledBySchema.has(schema)) return compiledBySchema.get(schema)!;
  const jsonSchema = answerJsonSchema(schema);
  let serialize: Serialize | null = null;
  try {
    serialize = jsonSchema ? (fastJson(jsonSchema) as Serialize) : null;
  } catch {
    serialize = null;
  }
  compiledBySchema.set(schema, serialize);
  return serialize;
}

/**
 * Compiled when the route first answers, not when it is registered: the seven hundred answers of every route
 * took about 0.7 s of CPU at each start (every test file's app, every CLI run), and a process answers few.
 */
export const serializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  let serialize: Serialize | undefined;
  return (data) => {
    serialize ??=
      (route.schema instanceof z.ZodType ? fastSerializer(route.schema) : null) ??
      zodSerializerCompiler(route);
    return serialize(data);
  };
};
