import { PROGRESS_BAR } from '@portal/contracts/constants';
import NProgress from 'nprogress';

/**
 * The top progress bar (nprogress with the spec's constants), shared by route changes and API calls: it runs
 * while at least one of them is in flight. Its styles are in styles/progress.css (themed with the primary colour).
 */

// nprogress 0.2 supports trickleRate; its type definitions do not list it.
type ProgressSettings = Partial<NProgress.NProgressOptions> & { trickleRate: number };

const settings: ProgressSettings = {
  minimum: PROGRESS_BAR.minimum,
  trickleRate: PROGRESS_BAR.trickleRate,
  speed: PROGRESS_BAR.speed,
  trickleSpeed: PROGRESS_BAR.trickleSpeed,
  showSpinner: false,
  // The stock template carries role="bar", which is not an ARIA role; the bar is decoration for sighted users.
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
};

NProgress.configure(settings);

let inFlight = 0;

/** Starts (or joins) the progress bar; call the returned function once when the work is done. */
export function beginProgress(): () => void {
  inFlight += 1;
  if (inFlight === 1) NProgress.start();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    inFlight -= 1;
    if (inFlight === 0) NProgress.done();
  };
}

export const progressSettings = (): Readonly<ProgressSettings> => NProgress.settings as ProgressSettings;
