import type { Profile } from '@portal/contracts';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useAppDispatch } from '../../../lib/state/hooks.ts';
import { avatarChanged } from '../../../lib/state/session-slice.ts';
import { useSaveAvatarMutation } from '../api.ts';
import styles from './profile.module.css';
import profileTexts from '../../../i18n/en-GB/profile.json';

addTexts(profileTexts);

const NONE = '';

/** The avatar choice: the tenant's set as a group of radio buttons (arrow keys move), or none, then Save. */
export function AvatarForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [chosen, setChosen] = useState(profile.avatar?.value ?? NONE);
  const [saveAvatar, { isLoading, isSuccess, error, reset }] = useSaveAvatarMutation();
  const saved = profile.avatar?.value ?? NONE;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = chosen === NONE ? null : chosen;
    const result = await saveAvatar({ value });
    if (!('error' in result)) {
      const option = profile.avatarOptions.find((item) => item.value === value);
      dispatch(avatarChanged(option?.image ?? null));
    }
  };

  if (profile.avatarOptions.length === 0) return <p>{t('profile.avatar.noneOffered')}</p>;
  const failure = error as ApiQueryError | undefined;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className={styles.avatarFieldset}>
        <legend className={styles.legend}>{t('profile.avatar.legend')}</legend>
        <div className={styles.avatarGrid}>
          {profile.avatarOptions.map((option) => (
            <label key={option.value} className={styles.avatarChoice}>
              <input
                type="radio"
                name="avatar"
                value={option.value}
                checked={chosen === option.value}
                onChange={() => {
                  setChosen(option.value);
                  reset();
                }}
              />
              <img src={option.image} alt="" className={styles.avatarImage} />
              <span>{option.label}</span>
            </label>
          ))}
          <label className={styles.avatarChoice}>
            <input
              type="radio"
              name="avatar"
              value={NONE}
              checked={chosen === NONE}
              onChange={() => {
                setChosen(NONE);
                reset();
              }}
            />
            <span className={styles.noAvatar} aria-hidden="true" />
            <span>{t('profile.avatar.none')}</span>
          </label>
        </div>
      </fieldset>
      <div className={styles.formFooter}>
        <Button type="submit" disabled={isLoading || chosen === saved} aria-disabled={isLoading}>
          {isLoading ? t('profile.avatar.saving') : t('profile.avatar.save')}
        </Button>
        <p role="status" className={styles.saved}>
          {isSuccess && chosen === saved ? t('profile.avatar.saved') : ''}
        </p>
      </div>
      {failure ? (
        <Banner variant="error" role="alert">
          <p>{failure.error || t('profile.avatar.error')}</p>
        </Banner>
      ) : null}
    </form>
  );
}
