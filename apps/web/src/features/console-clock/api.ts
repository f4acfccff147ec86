import type { DemoClockMove } from '@portal/contracts/demo-clock';
import { api } from '../../lib/api.ts';
import { requestTo } from '../../lib/console-request.ts';
import type { ResponseOf } from '../../lib/endpoint-request.ts';
import { setPortalClockOffset } from '../../lib/portal-clock.ts';

type DemoClockAnswer = ResponseOf<'consoleClock'>;

/** The console's Demo clock: the portal's time, moves and the reset, each answering the clock as it now is. */
export const consoleClockApi = api.injectEndpoints({
  endpoints: (build) => {
    /** A change's answer is the clock as it now is: the page and this tab's own banner and dates follow. */
    const adopt = async (
      _arg: unknown,
      {
        dispatch,
        queryFulfilled,
      }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: DemoClockAnswer }> },
    ) => {
      const { data } = await queryFulfilled.catch(() => ({ data: null }));
      if (!data) return;
      setPortalClockOffset(data.offsetMs);
      dispatch(consoleClockApi.util.upsertQueryData('getDemoClock', undefined, data));
    };
    return {
      getDemoClock: build.query<DemoClockAnswer, void>({
        query: () => requestTo('consoleClock'),
        onQueryStarted: async (_arg, { queryFulfilled }) => {
          const answer = await queryFulfilled.catch(() => null);
          if (answer) setPortalClockOffset(answer.data.offsetMs);
        },
      }),
      moveDemoClock: build.mutation<ResponseOf<'consoleClockMove'>, DemoClockMove>({
        query: (body) => requestTo('consoleClockMove', { body }),
        onQueryStarted: adopt,
      }),
      resetDemoClock: build.mutation<ResponseOf<'consoleClockReset'>, void>({
        query: () => requestTo('consoleClockReset'),
        onQueryStarted: adopt,
      }),
    };
  },
});

export const { useGetDemoClockQuery, useMoveDemoClockMutation, useResetDemoClockMutation } = consoleClockApi;
