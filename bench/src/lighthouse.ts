/**
 * Lighthouse (issue 37) on the login page and the signed-in home page, mobile (Lighthouse's default simulated
 * throttling) and desktop, in Debian's Chromium driven by puppeteer-core: no browser is downloaded.
 *
 * The login page is measured as a first visit (a fresh browser profile); the home page after a scripted sign-in in
 * the same browser, so it keeps the session cookie and local storage while Lighthouse empties the HTTP cache.
 *
 * `npm run bench:lighthouse` runs this part alone: it builds the web app if stale, starts the portal on a fresh demo
 * data directory (or DATABASE_URL, when set) and prints the rows.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { freePort, startNode, stop, waitFor } from './processes.ts';

export type BenchRow = [name: string, figure: string, budget: string];

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
  '--disable-background-networking',
  '--disable-component-update',
];

/** The portal asks robots to stay away (robots.txt disallows all), so this SEO audit fails by design. */
const NOT_FOR_A_PRIVATE_PORTAL = new Set(['is-crawlable']);

export interface PageFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** The SEO score without the audits that do not apply to a private portal. */
  seoApplicable: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  unusedJsBytes: number;
  transferBytes: number;
  /** Failing audits of the four categories, for the report when a score is under 100. */
  failing: string[];
}

const score = (result: Result, category: string) =>
  Math.round((result.categories[category]?.score ?? 0) * 100);
const numeric = (result: Result, audit: string) => result.audits[audit]?.numericValue ?? Number.NaN;

function applicableScore(result: Result, category: string, excluded: Set<string>): number {
  let weighted = 0;
  let weights = 0;
  for (const ref of result.categories[category]?.auditRefs ?? []) {
    const audit = result.audits[ref.id];
    if (!audit || excluded.has(ref.id) || ref.weight === 0 || audit.score === null) continue;
    weighted += ref.weight * audit.score;
    weights += ref.weight;
  }
  return weights === 0 ? 100 : Math.round((weighted / weights) * 100);
}

function failingAudits(result: Result): string[] {
  const failing: string[] = [];
  for (const [key, category] of Object.entries(result.categories)) {
    if (key === 'performance') continue;
    for (const ref of category.auditRefs) {
      const audit = result.audits[ref.id];
      if (ref.weight > 0 && audit?.score !== null && audit?.score !== undefined && audit.score < 1) {
        failing.push(`${key}:${ref.id}`);
      }
    }
  }
  return failing;
}

function figuresOf(result: Result): PageFigures {
  const unused = result.audits['unused-javascript']?.details as { overallSavingsBytes?: number } | undefined;
  return {
    performance: score(result, 'performance'),
    accessibility: score(result, 'accessibility'),
    bestPractices: score(result, 'best-practices'),
    seo: score(result, 'seo'),
    seoApplicable: applicableScore(result, 'seo', NOT_FOR_A_PRIVATE_PORTAL),
    fcpMs: numeric(result, 'first-contentful-paint'),
    lcpMs: numeric(result, 'largest-contentful-paint'),
    tbtMs: numeric(result, 'total-blocking-time'),
    cls: numeric(result, 'cumulative-layout-shift'),
    unusedJsBytes: unused?.overallSavingsBytes ?? 0,
    transferBytes: numeric(result, 'total-byte-weight'),
    failing: failingAudits(result),
  };
}

async function launch(): Promise<{ browser: Browser; profile: string }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-'));
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    userDataDir: profile,
    args: CHROMIUM_ARGS,
  });
  return { browser, profile };
}

/** Keeps the full Lighthouse result (LIGHTHOUSE_REPORT_DIR), to see the LCP element and the shifting ones. */
function saveReport(result: Result, dir: string): void {
  fs.mkdirSync(dir, { recursive: true });
  const name = `${new URL(result.finalDisplayedUrl).pathname.replaceAll('/', '_')}-${result.configSettings.formFactor}-${Date.now()}.json`;
  fs.writeFileSync(path.join(dir, name), JSON.stringify(result));
}

async function audit(browser: Browser, url: string, config?: Config): Promise<PageFigures> {
  const page = await browser.newPage();
  try {
    const runner = await lighthouse(
      url,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
      config,
      page,
    );
    if (!runner) throw new Error(`Lighthouse gave no result for ${url}`);
    if (runner.lhr.runtimeError) throw new Error(`Lighthouse: ${runner.lhr.runtimeError.message}`);
    if (process.env.LIGHTHOUSE_REPORT_DIR) saveReport(runner.lhr, process.env.LIGHTHOUSE_REPORT_DIR);
    return figuresOf(runner.lhr);
  } finally {
    await page.close();
  }
}

/** Signs in through the login page as a person would (the cookie banner, then e-mail, then password). */
async function signIn(browser: Browser, baseUrl: string, email: string, password: string): Promise<void> {
  const page = await browser.newPage();
  try {
    await page.goto(baseUrl, { waitUntil: 'networkidle0' });
    await page.locator('::-p-aria([name="Accept cookies"][role="button"])').click();
    await page.locator('::-p-aria([name="Email address"][role="textbox"])').fill(email);
    await page.locator('::-p-aria([name="Next"][role="button"])').click();
    await page.locator('input[type="password"]').fill(password);
    await Promise.all([
      page.waitForFunction(() => location.pathname.startsWith('/app/home')),
      page.locator('::-p-aria([name="Login"][role="button"])').click(),
    ]);
  } finally {
    await page.close();
  }
}

export interface LighthouseRun {
  page: 'login' | 'home';
  formFactor: 'mobile' | 'desktop';
  figures: PageFigures;
}

export interface MeasureOptions {
  pages?: readonly LighthouseRun['page'][];
  formFactors?: readonly LighthouseRun['formFactor'][];
  /** Runs of each page and form factor; the median run by performance score is kept (Lighthouse's advice). */
  runs?: number;
}

async function measureOnce(
  baseUrl: string,
  credentials: { email: string; password: string },
  page: LighthouseRun['page'],
  formFactor: LighthouseRun['formFactor'],
): Promise<PageFigures> {
  const { browser, profile } = await launch();
  try {
    if (page === 'home') await signIn(browser, baseUrl, credentials.email, credentials.password);
    const url = new URL(page === 'login' ? '/' : '/app/home/', baseUrl).href;
    return await audit(browser, url, formFactor === 'desktop' ? desktopConfig : undefined);
  } finally {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/** One run; a run that Lighthouse could not record (NO_NAVSTART and the like, on a loaded machine) is tried again. */
async function measureWithRetries(
  baseUrl: string,
  credentials: { email: string; password: string },
  page: LighthouseRun['page'],
  formFactor: LighthouseRun['formFactor'],
  attempts = 3,
): Promise<PageFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measureOnce(baseUrl, credentials, page, formFactor);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`lighthouse: ${page} ${formFactor} failed (${String(error)}); trying again`);
    }
  }
}

/** Each page on each form factor, each run in a fresh browser (a first visit; the home page signed in first). */
export async function measurePages(
  baseUrl: string,
  credentials: { email: string; password: string },
  { pages = ['login', 'home'], formFactors = ['mobile', 'desktop'], runs = 3 }: MeasureOptions = {},
): Promise<LighthouseRun[]> {
  const results: LighthouseRun[] = [];
  for (const formFactor of formFactors) {
    for (const page of pages) {
      const figures: PageFigures[] = [];
      for (let run = 0; run < runs; run += 1) {
        figures.push(await measureWithRetries(baseUrl, credentials, page, formFactor));
      }
      figures.sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
      results.push({ page, formFactor, figures: figures[Math.floor(figures.length / 2)]! });
    }
  }
  return results;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The bench's rows: scores and Core Web Vitals per run, with the budgets of issue 37 (mobile). */
export function lighthouseRows(runs: LighthouseRun[]): BenchRow[] {
  return runs.flatMap(({ page, formFactor, figures: f }) => {
    const where = `Lighthouse ${page === 'login' ? '/ (login)' : '/app/home/'} ${formFactor}`;
    const mobile = formFactor === 'mobile';
    const seo = f.seo === f.seoApplicable ? `${f.seo}` : `${f.seo} (${f.seoApplicable} without is-crawlable)`;
    const rows: BenchRow[] = [
      [
        `${where}: performance, accessibility, best practices, SEO`,
        `${f.performance}, ${f.accessibility}, ${f.bestPractices}, ${seo}${f.failing.length ? `; failing ${f.failing.join(', ')}` : ''}`,
        mobile ? '>= 95, 100, 100, 100 where it applies' : 'reference',
      ],
      [
        `${where}: FCP, LCP, TBT, CLS`,
        `${seconds(f.fcpMs)}, ${seconds(f.lcpMs)}, ${f.tbtMs.toFixed(0)} ms, ${f.cls.toFixed(3)}`,
        mobile ? 'LCP <= 2.5 s, TBT <= 200 ms, CLS <= 0.1' : 'reference',
      ],
      [
        `${where}: unused JavaScript, bytes transferred`,
        `${kib(f.unusedJsBytes)}, ${kib(f.transferBytes)}`,
        'reference',
      ],
    ];
    return rows;
  });
}

/** Starts the portal with `env`, measures it, stops it. */
export async function lighthouseBench(
  root: string,
  env: Record<string, string>,
  credentials: { email: string; password: string },
  options: MeasureOptions = {},
): Promise<BenchRow[]> {
  const port = await freePort();
  const portal = startNode('scripts/start.ts', { ...env, PORT: String(port) }, root);
  try {
    await waitFor(`http://127.0.0.1:${port}/api/ready`, 120_000);
    return lighthouseRows(await measurePages(`http://localhost:${port}/`, credentials, options));
  } finally {
    await stop(portal);
  }
}

/** LIGHTHOUSE_PAGES=home, LIGHTHOUSE_FORM_FACTORS=mobile, LIGHTHOUSE_RUNS=1: measure a part only (comma lists). */
export function optionsFromEnv(env: NodeJS.ProcessEnv): MeasureOptions {
  const list = <T extends string>(value: string | undefined, allowed: readonly T[]): T[] | undefined => {
    if (!value) return undefined;
    const items = value.split(',').map((item) => item.trim());
    const unknown = items.filter((item) => !allowed.includes(item as T));
    if (unknown.length)
      throw new Error(`lighthouse: unknown ${unknown.join(', ')} (expected ${allowed.join(', ')})`);
    return items as T[];
  };
  const runs = env.LIGHTHOUSE_RUNS ? Number(env.LIGHTHOUSE_RUNS) : undefined;
  if (runs !== undefined && !(Number.isInteger(runs) && runs > 0))
    throw new Error('lighthouse: LIGHTHOUSE_RUNS must be a positive integer');
  return {
    pages: list(env.LIGHTHOUSE_PAGES, ['login', 'home'] as const),
    formFactors: list(env.LIGHTHOUSE_FORM_FACTORS, ['mobile', 'desktop'] as const),
    ...(runs ? { runs } : {}),
  };
}

if (import.meta.main) {
  const { buildWebIfStale } = await import('../../scripts/web-build.ts');
  const { DEMO_PASSWORD } = await import('./sign-in.ts');
  const root = path.resolve(import.meta.dirname, '../..');
  buildWebIfStale();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-data-'));
  // Open to search: run as root, the embedded PostgreSQL's own user keeps its cluster inside (and it goes with it).
  fs.chmodSync(dataDir, 0o755);
  try {
    const rows = await lighthouseBench(
      root,
      { DATA_DIR: dataDir, SEED_DEMO: 'on', LOG_LEVEL: 'warn' },
      { email: 'employee@demo.test', password: DEMO_PASSWORD },
      optionsFromEnv(process.env),
    );
    for (const [name, figure, budget] of rows) console.log(`bench: ${name}  ${figure}  [budget ${budget}]`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
