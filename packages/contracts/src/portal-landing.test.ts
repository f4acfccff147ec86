import { describe, expect, it } from 'vitest';
import { portalLandingPath } from './portal-landing.ts';

const ORIGIN = 'https://acme.portal.example';

describe('where an IdP-initiated sign-in may land (issue 36)', () => {
  it.each([
    ['/app/benefits/', '/app/benefits/'],
    ['/app/benefits/12?tab=faqs#top', '/app/benefits/12?tab=faqs#top'],
    ['/app/home/../statements/', '/app/statements/'],
    ['/', '/'],
  ])('%s is a page of the portal: %s', (relayState, expected) => {
    expect(portalLandingPath(relayState, ORIGIN)).toBe(expected);
  });

  it.each([
    [''],
    [null],
    [undefined],
    ['app/benefits/'],
    ['//evil.example/app/'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['https://evil.example/app/'],
    [`${ORIGIN}/app/benefits/`],
    ['javascript:alert(1)'],
    ['/api/user'],
    ['/api'],
    ['_a8f3c1e2b4d5'],
    [`/${'a'.repeat(1024)}`],
  ])('%j is not: home instead', (relayState) => {
    expect(portalLandingPath(relayState, ORIGIN)).toBeNull();
  });
});
