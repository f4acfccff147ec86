import {
  parseClockDuration,
  type DemoClock,
  type DemoClockChange,
  type DemoClockPreset,
} from '@portal/contracts/demo-clock';
import type { TFunction } from 'i18next';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { sessionEndedByServer } from '../../../lib/api-client.ts';
import { useAnnounce } from '../../../lib/announcer.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { formatPortalTime, portalNow, usePortalTime } from '../../../lib/portal-clock.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import consoleClockTexts from '../../../i18n/en-GB/console-clock.json';
import { useGetDemoClockQuery, useMoveDemoClockMutation, useResetDemoClockMutation } from '../api.ts';
import styles from './clock-page.module.css';

addTexts(consoleClockTexts);

const ukDay = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' });

/** `3 days 2 hours`: how far the clock is moved, to the minute. */
function span(t: TFunction, ms: number): string {
  const minutes = Math.round(Math.abs(ms) / 60_000);
  const parts = [
    ['day', Math.floor(minutes / 1440)],
    ['hour', Math.floor(minutes / 60) % 24],
    ['minute', minutes % 60],
  ] as const;
  const said = parts
    .filter(([, count]) => count > 0)
    .map(([unit, count]) => t(`consoleClock.spans.${unit}`, { count }));
  return said.length > 0 ? said.join(' ') : t('consoleClock.spans.lessThanAMinute');
}

/** The datetime-local value (the browser's own time zone) as an instant, or null when there is none. */
function fromLocalInput(value: string): string | null {
  const time = new Date(value);
  return value === '' || Number.isNaN(time.getTime()) ? null : time.toISOString();
}

/** Where a ready-made move goes: a fixed day, or a step on from the time the clock shows now. */
function presetTarget(preset: DemoClockPreset, clock: DemoClock): string {
  if (preset.kind === 'windowLastDay' || preset.kind === 'pastProbationEnd') return preset.to;
  return new Date(portalNow().getTime() + Date.parse(preset.to) - Date.parse(clock.now)).toISOString();
}

function presetLabel(t: TFunction, preset: DemoClockPreset): string {
  if (preset.kind === 'windowLastDay') {
    return t('consoleClock.presets.windowLastDay', {
      client: preset.client,
      date: ukDay.format(new Date(preset.to)),
    });
  }
  if (preset.kind === 'pastProbationEnd') {
    return t('consoleClock.presets.pastProbationEnd', {
      person: preset.person,
      client: preset.client,
      date: ukDay.format(new Date(preset.to)),
    });
  }
  return t(`consoleClock.presets.${preset.kind}`);
}

function ClockControls({ clock }: { clock: DemoClock }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const now = usePortalTime(15_000);
  const [move, moving] = useMoveDemoClockMutation();
  const [reset, resetting] = useResetDemoClockMutation();
  const [to, setTo] = useState('');
  const [toError, setToError] = useState<string | null>(null);
  const [by, setBy] = useState('');
  const [byError, setByError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = moving.isLoading || resetting.isLoading;

  const settle = (result: { data?: DemoClockChange; error?: unknown }) => {
    if (result.data) {
      setFailure(null);
      const time = formatPortalTime(new Date(result.data.now));
      // The move ended this very session (sessions follow the portal's clock): the login page says why,
      // rather than the next request meeting a refusal.
      if (result.data.sessionEnded) {
        sessionEndedByServer(t('consoleClock.sessionEnded', { time }));
        return true;
      }
      announce(t(result.data.moved ? 'consoleClock.moved' : 'consoleClock.wasReset', { time }));
      return true;
    }
    setFailure((result.error as ApiQueryError | undefined)?.error ?? '');
    return false;
  };
  const moveTo = async (target: string) => {
    if (busy) return false;
    return settle(await move({ to: target }));
  };

  const submitTo = async (event: FormEvent) => {
    event.preventDefault();
    const target = fromLocalInput(to);
    if (!target) return setToError(t('consoleClock.toRequired'));
    setToError(null);
    if (await moveTo(target)) setTo('');
  };
  const moveBy = async (direction: 1 | -1) => {
    const ms = parseClockDuration(by);
    if (ms === null) return setByError(t('consoleClock.byInvalid'));
    setByError(null);
    if (await moveTo(new Date(portalNow().getTime() + direction * ms).toISOString())) setBy('');
  };

  return (
    <>
      <section className={styles.section} aria-labelledby="clock-now-heading">
        <h2 id="clock-now-heading">{t('consoleClock.nowHeading')}</h2>
        <p className={styles.now}>{formatPortalTime(now)}</p>
        <p>
          {clock.moved
            ? t(clock.offsetMs > 0 ? 'consoleClock.movedForward' : 'consoleClock.movedBack', {
                span: span(t, clock.offsetMs),
              })
            : t('consoleClock.notMoved')}
        </p>
        <p>{t('consoleClock.sessionsHint')}</p>
        {failure !== null ? (
          <Banner variant="error" role="alert">
            <p>{t('consoleClock.failed', { reason: failure })}</p>
          </Banner>
        ) : null}
      </section>

      <section className={styles.section} aria-labelledby="clock-to-heading">
        <h2 id="clock-to-heading">{t('consoleClock.toHeading')}</h2>
        <form className={styles.form} noValidate onSubmit={(event) => void submitTo(event)}>
          <TextField
            id="clock-to"
            type="datetime-local"
            label={t('consoleClock.toLabel')}
            hint={t('consoleClock.toHint')}
            value={to}
            error={toError ?? undefined}
            onChange={(event) => setTo(event.target.value)}
          />
          <Button type="submit" aria-disabled={busy}>
            {t('consoleClock.move')}
          </Button>
        </form>
      </section>

      <section className={styles.section} aria-labelledby="clock-by-heading">
        <h2 id="clock-by-heading">{t('consoleClock.byHeading')}</h2>
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void moveBy(1);
          }}
        >
          <TextField
            id="clock-by"
            label={t('consoleClock.byLabel')}
            hint={t('consoleClock.byHint')}
            value={by}
            error={byError ?? undefined}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setBy(event.target.value)}
          />
          <Button type="submit" aria-disabled={busy}>
            {t('consoleClock.forward')}
          </Button>
          <Button variant="secondary" aria-disabled={busy} onClick={() => void moveBy(-1)}>
            {t('consoleClock.back')}
          </Button>
        </form>
      </section>

      <section className={styles.section} aria-labelledby="clock-presets-heading">
        <h2 id="clock-presets-heading">{t('consoleClock.presetsHeading')}</h2>
        <ul className={styles.presets}>
          {clock.presets.map((preset) => (
            <li key={`${preset.kind}-${preset.client ?? ''}`}>
              <Button
                variant="secondary"
                aria-disabled={busy}
                onClick={() => void moveTo(presetTarget(preset, clock))}
              >
                {presetLabel(t, preset)}
              </Button>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="clock-reset-heading">
        <h2 id="clock-reset-heading">{t('consoleClock.resetHeading')}</h2>
        <div>
          <Button
            variant="secondary"
            aria-disabled={busy || !clock.moved}
            onClick={() => {
              if (!busy && clock.moved) void reset().then(settle);
            }}
          >
            {t('consoleClock.reset')}
          </Button>
        </div>
      </section>
    </>
  );
}

/** /console/clock/: the demo's clock (issue 35): the portal's time, moves, ready-made moves and the reset. */
export default function ClockPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('consoleClock.documentTitle'));
  const clock = useGetDemoClockQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <div className={styles.page}>
      <div>
        <h1>{t('consoleClock.heading')}</h1>
        <p>{t('consoleClock.intro')}</p>
      </div>
      <QueryState
        status={clock.isError ? 'error' : clock.data ? 'success' : 'loading'}
        errorText={t('consoleClock.error')}
        onRetry={() => void clock.refetch()}
      >
        {clock.data?.available === false ? (
          <Banner variant="info">
            <p>{t('consoleClock.unavailable')}</p>
          </Banner>
        ) : clock.data ? (
          <ClockControls clock={clock.data} />
        ) : null}
      </QueryState>
    </div>
  );
}
