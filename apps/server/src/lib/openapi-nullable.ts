/**
 * OpenAPI 3.0 has no null type: a nullable reference is written `{ nullable: true, allOf: [{ $ref }] }`, and a
 * `nullable` without a `type` beside it means nothing to most tools (Redocly's rule nullable-type-sibling). Every
 * schema the document references is an object, so such a node is given `type: 'object'`.
 */
type Node = Record<string, unknown>;

const isReference = (member: unknown) => typeof (member as Node | null)?.$ref === 'string';

export function typeNullableReferences<Document>(document: Document): Document {
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const schema = node as Node;
    const members = schema.allOf ?? schema.anyOf ?? schema.oneOf;
    if (
      schema.nullable === true &&
      schema.type === undefined &&
      Array.isArray(members) &&
      members.every(isReference)
    ) {
      schema.type = 'object';
    }
    Object.values(schema).forEach(visit);
  };
  visit(document);
  return document;
}
