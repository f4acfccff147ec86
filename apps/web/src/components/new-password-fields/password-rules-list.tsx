import { passwordRuleLines, passwordRules } from '@portal/contracts/password-rules';
import { useState } from 'react';
import { addTexts, useTranslation } from '../../lib/i18n.ts';
import type { PasswordRules } from './use-password-rules.ts';
import styles from './new-password-fields.module.css';
import newPasswordTexts from '../../i18n/en-GB/new-password.json';

addTexts(newPasswordTexts);

interface PasswordRulesListProps {
  id: string;
  rules: PasswordRules;
  password: string;
}

function Tick({ valid, known }: { valid: boolean; known: boolean }) {
  return (
    <svg
      className={styles.icon}
      width="20"
      height="20"
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      {known && valid ? (
        <path d="M5.5 10.5l3 3 6-7" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      ) : known ? (
        <path d="M6.5 6.5l7 7M13.5 6.5l-7 7" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      ) : (
        <circle cx="10" cy="10" r="3" fill="#fff" />
      )}
    </svg>
  );
}

/**
 * One line per rule, each with a tick or a cross and the hidden words "met" or "not met" (never colour alone).
 * A polite live region says how many rules are met when a check answers and the count has changed, so it speaks
 * at most once per pause in typing.
 */
export function PasswordRulesList({ id, rules, password }: PasswordRulesListProps) {
  const { t } = useTranslation();
  const lines = passwordRuleLines(rules.answer?.checks ?? []);
  const known = rules.answer !== null && password !== '';
  const met = known ? lines.filter((line) => line.valid).length : 0;
  const summary =
    met === passwordRules.length
      ? t('newPassword.allMet')
      : t('newPassword.summary', { met, total: passwordRules.length });
  // Follows the answer of a finished check only (typing alone never changes it), so the region speaks once per
  // pause in typing, and only when the count of rules met has changed.
  const [announcement, setAnnouncement] = useState('');
  if (rules.status === 'checked' && announcement !== summary) setAnnouncement(summary);

  return (
    <div className={styles.rules}>
      <ul id={id} className={styles.list} aria-label={t('newPassword.rulesLabel')}>
        {lines.map((line) => {
          const valid = known && line.valid;
          return (
            <li key={line.name} className={!known ? styles.pending : valid ? styles.met : styles.notMet}>
              <Tick valid={valid} known={known} />
              <span>
                {line.label}
                <span className="visually-hidden">
                  {' '}
                  ({valid ? t('newPassword.met') : t('newPassword.notMet')})
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      {rules.status === 'failed' ? (
        <p className={styles.checkFailed}>{rules.failure ?? t('newPassword.checkFailed')}</p>
      ) : null}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
