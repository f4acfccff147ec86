/**
 * Reading SAML XML (IdP metadata, a Response's root attributes, encrypted assertions) with the parser and the
 * XPath engine node-saml itself uses. Their type declarations pull in the DOM library, which would change the
 * whole server's Buffer and WebCrypto types, so they are loaded here with the few types we need. Only ever
 * given XML that saml-xml-guard.ts let through (no DOCTYPE, no entities).
 */
import { createRequire } from 'node:module';

export interface XmlNode {
  toString(): string;
  readonly nodeValue: string | null;
  readonly textContent: string | null;
}

interface ErrorHandler {
  error(message: string): void;
  fatalError(message: string): void;
}

const load = createRequire(import.meta.url);
const { DOMParser } = load('@xmldom/xmldom') as {
  DOMParser: new (options: { errorHandler: ErrorHandler }) => {
    parseFromString(xml: string, mimeType: string): { documentElement?: XmlNode | null } & XmlNode;
  };
};
const xpath = load('xpath') as {
  useNamespaces(namespaces: Record<string, string>): (expression: string, node: XmlNode) => unknown;
};

/** The document, or null when it is not well-formed XML. */
export function parseXml(xml: string): XmlNode | null {
  let failed = false;
  const fail = () => {
    failed = true;
  };
  const doc = new DOMParser({ errorHandler: { error: fail, fatalError: fail } }).parseFromString(
    xml,
    'text/xml',
  );
  return failed || !doc.documentElement ? null : doc;
}

export const SAML_NAMESPACES = {
  md: 'urn:oasis:names:tc:SAML:2.0:metadata',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
  samlp: 'urn:oasis:names:tc:SAML:2.0:protocol',
  saml: 'urn:oasis:names:tc:SAML:2.0:assertion',
  xenc: 'http://www.w3.org/2001/04/xmlenc#',
};

const select = xpath.useNamespaces(SAML_NAMESPACES);

/** The nodes an XPath expression (with the SAML prefixes) selects. */
export function selectNodes(expression: string, node: XmlNode): XmlNode[] {
  const result = select(expression, node);
  return Array.isArray(result) ? (result as XmlNode[]) : [];
}

/** The trimmed, non-empty texts (or attribute values) an expression selects. */
export function selectTexts(expression: string, node: XmlNode): string[] {
  return selectNodes(expression, node)
    .map((found) => (found.nodeValue ?? found.textContent ?? '').trim())
    .filter(Boolean);
}
