import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import consoleSsoTexts from '../../../i18n/en-GB/console-sso.json';
import { useGetConsoleSsoQuery } from '../api.ts';
import { AddOidcForm } from '../components/add-oidc-form.tsx';
import { AddSamlForm } from '../components/add-saml-form.tsx';
import { ProviderCard } from '../components/provider-card.tsx';
import { RadioGroup } from '../components/radio-group.tsx';
import { PROVIDERS_HEADING_ID } from '../components/remove-provider-dialog.tsx';
import styles from '../components/console-sso.module.css';

addTexts(consoleSsoTexts);

/** /console/sso/{slug}/: the client's providers, each with its changes, then the form to add one. */
export function ClientSso() {
  const { t } = useTranslation();
  const clientSlug = useParams().clientSlug ?? '';
  const sso = useGetConsoleSsoQuery(clientSlug);
  const [protocol, setProtocol] = useState<'oidc' | 'saml'>('saml');
  const notFound = (sso.error as ApiQueryError | undefined)?.status === 404;
  return (
    <>
      {sso.data ? <h2>{t('consoleSso.headingFor', { name: sso.data.client.name })}</h2> : null}
      <p>
        <Link to={`${paths.console}sso/`}>{t('consoleSso.otherClient')}</Link>
      </p>
      <QueryState
        status={sso.isError ? 'error' : sso.data ? 'success' : 'loading'}
        errorText={notFound ? t('consoleSso.notFound', { slug: clientSlug }) : t('consoleSso.error')}
        onRetry={() => void sso.refetch()}
      >
        {sso.data ? (
          <>
            <p>{sso.data.ssoOnly ? t('consoleSso.ssoOnlyOn') : t('consoleSso.ssoOnlyOff')}</p>
            <section className={styles.section} aria-labelledby={PROVIDERS_HEADING_ID}>
              <h3 id={PROVIDERS_HEADING_ID} tabIndex={-1}>
                {t('consoleSso.providersHeading')}
              </h3>
              {sso.data.providers.length === 0 ? (
                <p>{t('consoleSso.empty')}</p>
              ) : (
                <div className={styles.cards}>
                  {sso.data.providers.map((provider) => (
                    <ProviderCard key={provider.name} clientSlug={clientSlug} provider={provider} />
                  ))}
                </div>
              )}
            </section>
            <section className={styles.section} aria-labelledby="sso-add-heading">
              <h3 id="sso-add-heading">{t('consoleSso.addHeading')}</h3>
              <RadioGroup<'oidc' | 'saml'>
                id="sso-add-protocol"
                legend={t('consoleSso.addProtocol')}
                value={protocol}
                options={[
                  { value: 'saml', label: t('consoleSso.addSaml') },
                  { value: 'oidc', label: t('consoleSso.addOidc') },
                ]}
                onChange={setProtocol}
              />
              {protocol === 'saml' ? (
                <AddSamlForm clientSlug={clientSlug} />
              ) : (
                <AddOidcForm clientSlug={clientSlug} />
              )}
            </section>
          </>
        ) : null}
      </QueryState>
    </>
  );
}
