import { describe, expect, it } from 'vitest';
import { withWebScheme } from './web-links.ts';

describe('web links without a scheme (spec section 9)', () => {
  it.each([
    ['www.example.com', 'https://www.example.com'],
    ['example.co.uk/help?x=1#top', 'https://example.co.uk/help?x=1#top'],
    ['  benefits.example.com:8443/path ', 'https://benefits.example.com:8443/path'],
  ])('%s gets https://', (link, expected) => {
    expect(withWebScheme(link)).toBe(expected);
  });

  it.each([
    ['/app/faqs/'],
    ['#section'],
    ['https://example.com'],
    ['http://example.com'],
    ['mailto:support@example.com'],
    ['javascript:alert(1)'],
    ['faqs'],
    ['//cdn.example.com/a'],
  ])('%s stays as it is', (link) => {
    expect(withWebScheme(link)).toBe(link);
  });
});
