import type { AppThunk } from '../../../lib/state/hooks.ts';
import { contentApi } from '../../../features/content/api.ts';
import { payrollApi } from '../../../features/payroll/api.ts';

/**
 * Asks for what the home page shows (banners, cards, total reward card) at once, side by side, rather than when
 * its sections first render: the answers are in RTK Query's cache when they do (issue 37, the home page's LCP).
 */
export function prefetchHomeData(): AppThunk<void> {
  return (dispatch) => {
    dispatch(contentApi.util.prefetch('getHomePageBanners', undefined, {}));
    dispatch(contentApi.util.prefetch('getHomePageCards', undefined, {}));
    dispatch(payrollApi.util.prefetch('getTotalRewardCard', undefined, {}));
  };
}
