/** A client's scheme years as the console shows them, each window's state worked out on the portal's today. */
import { DEFAULT_DAYS_AFTER, NEW_JOINER_WINDOW_DAYS, windowState, type IsoDate } from '@portal/benefits';
import type { ConsoleScheme } from '@portal/contracts';
import type { ClientRow } from '../../db/schema/index.ts';
import type { SchemeYearRows } from './console-scheme.repository.ts';

export function presentScheme(
  client: Pick<ClientRow, 'slug' | 'name'>,
  years: readonly SchemeYearRows[],
  groups: readonly { code: string; name: string }[],
  today: IsoDate,
): ConsoleScheme {
  return {
    client: { slug: client.slug, name: client.name },
    today,
    years: years.map((year) => ({
      year: year.year,
      startsOn: year.startsOn,
      endsOn: year.endsOn,
      isCurrent: year.isCurrent,
      payrollCutOffDay: year.payrollCutOffDay,
      windows: year.windows.map((window) => ({
        id: window.id,
        opensOn: window.opensOn,
        closesOn: window.closesOn,
        groups: window.groupCodes,
        state: windowState(window, today),
      })),
    })),
    groups: [...groups],
    newJoinerWindowDays: NEW_JOINER_WINDOW_DAYS,
    lifeEventWindowDays: DEFAULT_DAYS_AFTER,
  };
}
