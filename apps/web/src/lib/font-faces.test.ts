import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FONT_FACES_LATEST_MS,
  linkFontFaces,
  linkFontFacesAfterPageContent,
  linkFontFacesOffTheHomePage,
  pageContentDrawn,
} from './font-faces.ts';

// The test runner does not build styles (a stylesheet's URL is empty): the built file's address, as the build names it.
vi.mock('../styles/font-faces.css?url', () => ({ default: '/assets/font-faces-abc.css' }));

const facesLinks = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) =>
    link.href.includes('font-faces'),
  );

describe('linkFontFaces', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('links the font faces once, on a page whose head does not name them', () => {
    linkFontFaces();
    linkFontFaces();
    expect(facesLinks()).toHaveLength(1);
  });

  it('adds nothing where the server named them in the head', () => {
    linkFontFaces();
    const href = facesLinks()[0]!.getAttribute('href')!;
    document.head.innerHTML = `<link rel="stylesheet" href="${href}" />`;
    linkFontFaces();
    expect(facesLinks()).toHaveLength(1);
  });
});

describe('linkFontFacesOffTheHomePage', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('leaves the home page to its cards', () => {
    linkFontFacesOffTheHomePage('/app/home/');
    linkFontFacesOffTheHomePage('/app/home');
    expect(facesLinks()).toHaveLength(0);
  });

  it("links the faces on any other page, the profile below the home page's path included", () => {
    linkFontFacesOffTheHomePage('/app/home/my-profile/');
    expect(facesLinks()).toHaveLength(1);
    linkFontFacesOffTheHomePage('/');
    expect(facesLinks()).toHaveLength(1);
  });
});

describe('linkFontFacesAfterPageContent', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    delete window.portalEarlyAnswers;
    vi.useRealTimers();
  });

  it('links the faces at once on a page the session boot is not filling', () => {
    linkFontFacesAfterPageContent();
    expect(facesLinks()).toHaveLength(1);
  });

  it("waits for a signed-in visitor's page content, then for the frame that draws it", async () => {
    window.portalEarlyAnswers = { startedAt: Date.now(), answers: {} };
    linkFontFacesAfterPageContent();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(facesLinks()).toHaveLength(0);
    pageContentDrawn();
    await vi.waitFor(() => expect(facesLinks()).toHaveLength(1));
  });
});

describe('linkFontFacesAfterPageContent without the content', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    delete window.portalEarlyAnswers;
    vi.useRealTimers();
  });

  it('links them after FONT_FACES_LATEST_MS when the content is not drawn', async () => {
    vi.resetModules();
    vi.useFakeTimers();
    const fresh = await import('./font-faces.ts');
    window.portalEarlyAnswers = { startedAt: Date.now(), answers: {} };
    fresh.linkFontFacesAfterPageContent();
    await vi.advanceTimersByTimeAsync(FONT_FACES_LATEST_MS - 1);
    expect(facesLinks()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(facesLinks()).toHaveLength(1);
  });
});
