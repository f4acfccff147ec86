/** A client's scheme years as the console shows them, each window's state worked out on the portal's today. */
import { LAST_WORKING_DAY, windowState, type IsoDate } from '@portal/benefits';
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
      payDay: year.payDay ?? LAST_WORKING_DAY,
      newJoinerWindowDays: year.newJoinerWindowDays,
      lifeEventWindowDays: year.lifeEventWindowDays,
      windows: year.windows.map((window) => ({
        id: window.id,
        opensOn: window.opensOn,
        closesOn: window.closesOn,
        groups: window.groupCodes,
        state: windowState(window, today),
      })),
    })),
    groups: [...groups],
  };
}
