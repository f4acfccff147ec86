import { longDate } from '@portal/benefits/dates';
import type { ConsoleScheme, ConsoleSchemeYear } from '@portal/contracts/console-scheme';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import consoleSchemeTexts from '../../../i18n/en-GB/console-scheme.json';
import { AddWindowForm } from './add-window-form.tsx';
import { MakeCurrent, YEAR_HEADING_ID } from './make-current.tsx';
import { PayrollScheduleForm } from './payroll-schedule-form.tsx';
import { WINDOWS_HEADING_ID } from './remove-window-dialog.tsx';
import { WindowsTable } from './windows-table.tsx';
import styles from './console-scheme.module.css';

addTexts(consoleSchemeTexts);

/**
 * One scheme year: its facts (whether it is current too, and the way to make a later one current), its windows
 * with their changes, the form to add one, and its payroll and windows (cut-off day, pay day, window lengths).
 */
export function YearDetails({
  clientSlug,
  scheme,
  year,
}: {
  clientSlug: string;
  scheme: ConsoleScheme;
  year: ConsoleSchemeYear;
}) {
  const { t } = useTranslation();
  const fact = (name: string, value: string) => (
    <div className={styles.fact}>
      <dt>{name}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <>
      <h3 id={YEAR_HEADING_ID} tabIndex={-1}>
        {t('consoleScheme.yearHeading', { year: year.year })}
      </h3>
      <dl className={styles.facts}>
        {fact(
          t('consoleScheme.facts.status'),
          t(year.isCurrent ? 'consoleScheme.facts.current' : 'consoleScheme.facts.notCurrent'),
        )}
        {fact(
          t('consoleScheme.facts.dates'),
          t('consoleScheme.facts.datesValue', {
            startsOn: longDate(year.startsOn),
            endsOn: longDate(year.endsOn),
          }),
        )}
        {fact(
          t('consoleScheme.facts.cutOff'),
          t('consoleScheme.facts.cutOffValue', { day: year.payrollCutOffDay }),
        )}
        {fact(
          t('consoleScheme.facts.payDay'),
          year.payDay === 'last-working-day'
            ? t('consoleScheme.facts.payDayLast')
            : t('consoleScheme.facts.payDayOfMonth', { day: year.payDay }),
        )}
        {fact(
          t('consoleScheme.facts.newJoiner'),
          t('consoleScheme.facts.days', { days: year.newJoinerWindowDays }),
        )}
        {fact(
          t('consoleScheme.facts.lifeEvent'),
          t('consoleScheme.facts.days', { days: year.lifeEventWindowDays }),
        )}
      </dl>
      <MakeCurrent
        clientSlug={clientSlug}
        year={year}
        current={scheme.years.find((candidate) => candidate.isCurrent)}
      />
      <section className={styles.section} aria-labelledby={WINDOWS_HEADING_ID}>
        <h4 id={WINDOWS_HEADING_ID} tabIndex={-1}>
          {t('consoleScheme.windowsHeading')}
        </h4>
        <p>{t('consoleScheme.today', { today: longDate(scheme.today) })}</p>
        {year.windows.length === 0 ? (
          <p>{t('consoleScheme.noWindows')}</p>
        ) : (
          <WindowsTable
            clientSlug={clientSlug}
            year={year.year}
            windows={year.windows}
            groups={scheme.groups}
          />
        )}
      </section>
      <section className={styles.section} aria-labelledby="scheme-add-heading">
        <h4 id="scheme-add-heading">{t('consoleScheme.addHeading')}</h4>
        <p>{t('consoleScheme.addHint')}</p>
        <AddWindowForm clientSlug={clientSlug} year={year.year} groups={scheme.groups} />
      </section>
      <section className={styles.section} aria-labelledby="scheme-schedule-heading">
        <h4 id="scheme-schedule-heading">{t('consoleScheme.scheduleHeading')}</h4>
        <p>{t('consoleScheme.schedule.intro')}</p>
        <PayrollScheduleForm
          key={`${year.year}:${year.payrollCutOffDay}:${year.payDay}:${year.newJoinerWindowDays}:${year.lifeEventWindowDays}`}
          clientSlug={clientSlug}
          year={year}
        />
      </section>
    </>
  );
}
