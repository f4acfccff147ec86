import type { IdentityProviderSummary } from '@portal/contracts/single-sign-on';
import type { ReactNode } from 'react';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import consoleSsoTexts from '../../../i18n/en-GB/console-sso.json';
import styles from './console-sso.module.css';

addTexts(consoleSsoTexts);

const moment = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** What a provider is, as `sso list` says it: for SAML what the IdP's administrator needs from the portal. */
export function ProviderFacts({ provider }: { provider: IdentityProviderSummary }) {
  const { t } = useTranslation();
  const facts: [string, ReactNode][] = [
    [t('consoleSso.facts.protocol'), t(`consoleSso.protocol.${provider.protocol}`)],
    [t('consoleSso.facts.domains'), provider.emailDomains.join(', ')],
    [t('consoleSso.facts.testLink'), provider.signInUrl],
  ];
  if (provider.protocol === 'oidc') {
    facts.push(
      [t('consoleSso.facts.issuer'), provider.issuerUrl],
      [t('consoleSso.facts.clientId'), provider.clientId],
      [t('consoleSso.facts.redirectUri'), provider.redirectUri],
    );
  } else {
    facts.push(
      [t('consoleSso.facts.idpEntityId'), provider.idpEntityId],
      [t('consoleSso.facts.metadataSource'), provider.idpMetadataUrl ?? t('consoleSso.facts.metadataPasted')],
      [
        t('consoleSso.facts.metadataRefreshed'),
        provider.idpMetadataFetchedAt
          ? moment.format(new Date(provider.idpMetadataFetchedAt))
          : t('consoleSso.facts.neverRefreshed'),
      ],
      [t('consoleSso.facts.spEntityId'), provider.spEntityId],
      [t('consoleSso.facts.acsUrl'), provider.assertionConsumerUrl],
      [
        t('consoleSso.facts.spMetadata'),
        <a key="metadata" href={provider.spEntityId} target="_blank" rel="noreferrer">
          {t('consoleSso.facts.spMetadataLink', { name: provider.name })}
        </a>,
      ],
      [
        t('consoleSso.facts.identifier'),
        t('consoleSso.facts.identifierValue', {
          identifier: provider.identifier,
          target: t(`consoleSso.target.${provider.identifierTarget}`),
        }),
      ],
      [
        t('consoleSso.facts.idpInitiated'),
        provider.allowIdpInitiated ? t('consoleSso.facts.allowed') : t('consoleSso.facts.notAllowed'),
      ],
      [
        t('consoleSso.facts.singleLogout'),
        provider.singleLogout ? t('consoleSso.facts.yes') : t('consoleSso.facts.no'),
      ],
      [
        t('consoleSso.facts.rollover'),
        provider.rolloverInProgress
          ? t('consoleSso.facts.rolloverUnderWay')
          : t('consoleSso.facts.rolloverNone'),
      ],
    );
  }
  return (
    <dl className={styles.facts}>
      {facts.map(([term, detail]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
