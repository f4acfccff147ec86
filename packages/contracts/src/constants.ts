import type { Theme } from './theme.ts';

/** Business constants and limits, verbatim from spec section 9. */

export const ACCOUNT_LOCK_MINUTES = 15;
export const IDLE_PROMPT_AFTER_MS = 14 * 60 * 1000;
export const IDLE_COUNTDOWN_SECONDS = 15;

export const BREAKPOINTS = {
  mobile: 768,
  smallScreenMax: 600,
  desktopFrom: 1023,
  narrowMax: 311,
} as const;

export const CLIENT_LOGO_MAX = { width: 150, height: 38 } as const;
export const HEADER_LOGO_HEIGHT_PX = 32;

export const DEBOUNCE_MS = {
  passwordCheck: 500,
  default: 250,
  dropdownStatus: 200,
  dropdownClear: 500,
} as const;

export const EXPIRED_TOKEN_REDIRECT_MS = 3000;

export const PERSIST = {
  key: 'root',
  version: 2,
  timeoutMs: 5000,
  throttleMs: 500,
  whitelist: ['cookie'],
} as const;

export const MODAL_CLOSE_ANIMATION_MS = 300;

export const CAPTCHA = { theme: 'light', size: 'normal', iframeRemovalDelayMs: 5000 } as const;

export const PROGRESS_BAR = { minimum: 0.08, trickleRate: 0.02, speed: 200, trickleSpeed: 800 } as const;

export const TWO_FACTOR_CODE_LENGTH = 6;
export const ACTIVATION_STEPS = 2;
export const ACTIVATION_STEPS_WITH_TWO_FACTOR = 4;
export const DATE_FIELD_LENGTHS = { day: 2, month: 2, year: 4 } as const;
export const DEFAULT_MAX_AMOUNT = 999999.9;
export const ACCEPTED_HTTP_STATUSES: readonly number[] = [200, 201, 202];

export const MASQUERADE_HEADER = 'X-Masquerade';
export const MASQUERADE_SCHEME_YEAR_HEADER = 'X-Masquerade-Scheme-Year';
export const BEARER_TOKEN_HEADER = 'X-Bearer-Token';
/** Response header that carries the acted-as user id; the web client copies it onto results as masqueradeUserId. */
export const MASQUERADE_USER_ID_HEADER = 'X-Masquerade-User-Id';

export const COOKIE_CATEGORIES = ['essential', 'videoPlayer'] as const;
export const FONT_WEIGHTS = [300, 400, 500, 700] as const;
export const THEME_TINTS = [100, 80, 60, 20, 5] as const;
export const CONTRAST = { AA: 4.5, AAA: 7.1 } as const;

export const DEFAULT_PAGE_SIZE = 10;
export const QR_CODE = { errorCorrectionLevel: 'L', size: 256 } as const;

export const DEFAULT_PRIMARY_COLOUR = '#7f48df';
export const DEFAULT_SECONDARY_COLOUR = '#272a31';

/** Fixed paths of the default logos, served by the web app from its public folder. */
export const DEFAULT_LOGOS = {
  logoFileUrl: '/logos/default-logo.svg',
  brandHeaderLogo: '/logos/default-header-logo.svg',
  mobileLogo: '/logos/default-mobile-logo.svg',
} as const;

/** The platform's own brand, used when no tenant is resolved. */
export const DEFAULT_BRAND = {
  benefitBrandName: 'Benefits Portal',
  supportEmail: 'support@benefits-portal.test',
  benefitBrandPhoneNumber: '0800 000 0000',
} as const;

/** Local storage keys the web app uses. */
export const STORAGE_KEYS = {
  clientTheme: 'client-theme',
  loggedIn: 'loggedIn',
  user: 'user',
  loginCredentials: 'loginCredentials',
  lastApiCall: 'lastApiCall',
} as const;

/** The platform's own font, used by the default theme and while a tenant's theme loads. */
export const DEFAULT_FONT = 'Inter';

/** The font families the portal hosts itself (@fontsource): the only ones a theme may choose. */
export const SELF_HOSTED_FONTS = ['Lato', 'Montserrat', 'Inter'] as const;
export type ThemeFont = (typeof SELF_HOSTED_FONTS)[number];

/** The theme of a host that names no tenant (spec section 1: default colours and fixed logo paths). */
export const DEFAULT_THEME: Theme = Object.freeze({
  primaryColour: DEFAULT_PRIMARY_COLOUR,
  secondaryColour: DEFAULT_SECONDARY_COLOUR,
  ...DEFAULT_LOGOS,
  supportEmail: DEFAULT_BRAND.supportEmail,
  contactUsEmail: DEFAULT_BRAND.supportEmail,
  benefitBrandName: DEFAULT_BRAND.benefitBrandName,
  benefitBrandPhoneNumber: DEFAULT_BRAND.benefitBrandPhoneNumber,
  avatarSet: null,
  baseFont: DEFAULT_FONT,
  headerFont: DEFAULT_FONT,
});

/**
 * A password sign-in on a tenant that signs in through single sign-on only (here, with no schema around it, so
 * the login page can use it without loading zod).
 */
export const SSO_ONLY_MESSAGE =
  'Your organisation signs you in through its own sign-in page. Enter your work e-mail address and choose Next.';

/** The columns the employee list sorts by (`-` first for descending); zod-free so that pages read it cheaply. */
export const employeeSortColumns = [
  'surname',
  'first_name',
  'email',
  'employee_number',
  'location',
  'activated_at',
] as const;
export type EmployeeSortColumn = (typeof employeeSortColumns)[number];
