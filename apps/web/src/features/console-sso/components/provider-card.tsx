import type { IdentityProviderSummary } from '@portal/contracts/single-sign-on';
import { useState } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { Switch } from '../../../components/switch/switch.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import consoleSsoTexts from '../../../i18n/en-GB/console-sso.json';
import { useRefreshMetadataMutation, useRolloverMutation, useSetMfaTrustMutation } from '../api.ts';
import { ProviderFacts } from './provider-facts.tsx';
import { RemoveProviderDialog } from './remove-provider-dialog.tsx';
import { RolloverDialog } from './rollover-dialog.tsx';
import styles from './console-sso.module.css';

addTexts(consoleSsoTexts);

/**
 * One provider: what it is (the facts an IdP's administrator needs), its test sign-in link, and its changes:
 * MFA trust, a metadata refresh and the certificate rollover (SAML, each step confirmed first), and removal. Each outcome is said in the
 * card's own live region.
 */
export function ProviderCard({
  clientSlug,
  provider,
}: {
  clientSlug: string;
  provider: IdentityProviderSummary;
}) {
  const { t } = useTranslation();
  const { name } = provider;
  const [setTrust, trusting] = useSetMfaTrustMutation();
  const [refresh, refreshing] = useRefreshMetadataMutation();
  const [rollover, rolling] = useRolloverMutation();
  const [removing, setRemoving] = useState(false);
  const [confirmingRollover, setConfirmingRollover] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const busy = trusting.isLoading || refreshing.isLoading || rolling.isLoading;
  const headingId = `provider-${name}`;

  const run = async (action: () => Promise<{ error?: unknown }>, done: string) => {
    if (busy) return;
    setOutcome(null);
    const result = await action();
    setOutcome(
      'error' in result && result.error
        ? { ok: false, text: t('consoleSso.actionFailed', { error: (result.error as ApiQueryError).error }) }
        : { ok: true, text: done },
    );
  };

  const saml = provider.protocol === 'saml' ? provider : null;
  const step = saml?.rolloverInProgress ? 'finish' : 'start';

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.cardHeading}>
        {name} <span className={styles.badge}>{t(`consoleSso.protocol.${provider.protocol}`)}</span>
      </h4>
      <ProviderFacts provider={provider} />
      <p>
        <a href={provider.signInUrl} target="_blank" rel="noreferrer" aria-describedby={`${headingId}-test`}>
          {t('consoleSso.testSignIn', { name })}
        </a>
      </p>
      <p id={`${headingId}-test`} className={styles.hint}>
        {t('consoleSso.testSignInHint')}
      </p>
      <Switch
        id={`${headingId}-mfa`}
        label={t('consoleSso.mfaTrust', { name })}
        checked={provider.trustProviderMfa}
        stateText={provider.trustProviderMfa ? t('consoleSso.on') : t('consoleSso.off')}
        describedBy={`${headingId}-mfa-hint`}
        onCheckedChange={(trusted) =>
          void run(
            () => setTrust({ clientSlug, provider: name, trusted }),
            trusted ? t('consoleSso.mfaOn', { name }) : t('consoleSso.mfaOff', { name }),
          )
        }
      />
      <p id={`${headingId}-mfa-hint`} className={styles.hint}>
        {t('consoleSso.mfaHint')}
      </p>
      <div className={styles.actions}>
        {saml?.idpMetadataUrl ? (
          <Button
            variant="secondary"
            aria-disabled={busy}
            onClick={() =>
              void run(() => refresh({ clientSlug, provider: name }), t('consoleSso.refreshed', { name }))
            }
          >
            {refreshing.isLoading ? t('consoleSso.working') : t('consoleSso.refresh')}
          </Button>
        ) : null}
        {saml ? (
          <Button
            variant="secondary"
            aria-disabled={busy}
            onClick={() => {
              if (!busy) setConfirmingRollover(true);
            }}
          >
            {rolling.isLoading
              ? t('consoleSso.working')
              : step === 'start'
                ? t('consoleSso.startRollover')
                : t('consoleSso.finishRollover')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => setRemoving(true)}>
          {t('consoleSso.remove', { name })}
        </Button>
      </div>
      <div role="status">{outcome?.ok ? <p className={styles.done}>{outcome.text}</p> : null}</div>
      {outcome && !outcome.ok ? (
        <Banner variant="error" role="alert">
          <p>{outcome.text}</p>
        </Banner>
      ) : null}
      {saml ? (
        <RolloverDialog
          name={name}
          step={confirmingRollover ? step : null}
          onClose={() => setConfirmingRollover(false)}
          onConfirm={() => {
            setConfirmingRollover(false);
            void run(
              () => rollover({ clientSlug, provider: name, step }),
              step === 'start'
                ? t('consoleSso.rolloverStarted', { name })
                : t('consoleSso.rolloverFinished', { name }),
            );
          }}
        />
      ) : null}
      {removing ? (
        <RemoveProviderDialog clientSlug={clientSlug} name={name} onClose={() => setRemoving(false)} />
      ) : null}
    </article>
  );
}
