import { describe, expect, it } from 'vitest';
import {
  CONTENT_DOCUMENT_FORMAT,
  contentDocumentIssues,
  contentDocumentSchema,
  formatContentPath,
} from './content-document.ts';

const minimal = {
  format: CONTENT_DOCUMENT_FORMAT,
  homePageCards: [],
  homePageBanners: [],
  carouselSlides: [],
  faqs: [],
  contact: { title: 'Contact us', content: '<p>Hi</p>', enquiryOptions: [] },
  avatars: [],
};

describe('content document', () => {
  it('accepts the smallest document, filling the optional parts', () => {
    expect(contentDocumentSchema.parse(minimal)).toEqual({ ...minimal, images: [] });
  });

  it('names each problem by its JSON path', () => {
    expect(formatContentPath([])).toBe('(document)');
    expect(formatContentPath(['faqs', 1, 'questions', 0, 'answer'])).toBe('faqs[1].questions[0].answer');
    const result = contentDocumentSchema.safeParse({
      ...minimal,
      format: 'other',
      homePageCards: [{ title: 'A', text: 'B', link: '//evil.example', extra: 1 }],
      avatars: [
        { value: 'sun', label: 'Sun', image: 'a.svg' },
        { value: 'sun', label: 'Sun again', image: 'b.gif' },
      ],
    });
    expect(result.success).toBe(false);
    const issues = result.success ? [] : contentDocumentIssues(result.error);
    expect(issues.map((issue) => issue.path)).toEqual([
      'format',
      'homePageCards[0].link',
      'homePageCards[0]',
      'avatars[1].image',
    ]);
  });

  it('gives a web address written without a scheme https:// (spec section 9)', () => {
    const parsed = contentDocumentSchema.parse({
      ...minimal,
      homePageCards: [{ title: 'A', text: 'B', link: 'www.cyclescheme.example/apply' }],
    });
    expect(parsed.homePageCards[0]?.link).toBe('https://www.cyclescheme.example/apply');
  });

  it('reports values used twice once the shape is right', () => {
    const result = contentDocumentSchema.safeParse({
      ...minimal,
      avatars: [
        { value: 'sun', label: 'Sun', image: 'a.svg' },
        { value: 'sun', label: 'Sun again', image: 'b.svg' },
      ],
    });
    expect(result.success ? [] : contentDocumentIssues(result.error)).toEqual([
      { path: 'avatars[1].value', message: 'The avatar value "sun" is used twice' },
    ]);
  });
});
