import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { useAppDispatch, useAppSelector } from '../../lib/state/hooks.ts';
import { cookieSettingsSaved, selectVideoPlayerCookies } from '../../lib/state/cookie-slice.ts';
import { Button } from '../button/button.tsx';
import { Modal } from '../modal/modal.tsx';
import { Switch } from '../switch/switch.tsx';
import styles from './cookie-settings.module.css';

interface CookieSettingsDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  onSaved?(): void;
  fallbackFocus?: () => HTMLElement | null | undefined;
}

/** The Manage cookies dialog: essential cookies (always on) and video player cookies (a switch), and Save. */
export default function CookieSettingsDialog({
  open,
  onOpenChange,
  onSaved,
  fallbackFocus,
}: CookieSettingsDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('cookies.settings.title')}
      description={t('cookies.settings.description')}
      closeLabel={t('common.close')}
      fallbackFocus={fallbackFocus}
    >
      <CookieSettingsForm
        onSaved={() => {
          onOpenChange(false);
          onSaved?.();
        }}
      />
    </Modal>
  );
}

/** Mounted each time the dialog opens, so it starts from the saved choice. */
function CookieSettingsForm({ onSaved }: { onSaved(): void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const saved = useAppSelector(selectVideoPlayerCookies);
  const [videoPlayer, setVideoPlayer] = useState(saved);
  const ids = useId();

  function save(event: FormEvent) {
    event.preventDefault();
    dispatch(cookieSettingsSaved({ videoPlayer }));
    onSaved();
  }

  return (
    <form className={styles.form} onSubmit={save}>
      <section className={styles.category}>
        <Switch
          id={`${ids}-essential`}
          label={t('cookies.settings.essentialTitle')}
          checked
          disabled
          stateText={t('cookies.settings.alwaysOn')}
          describedBy={`${ids}-essential-text`}
        />
        <p id={`${ids}-essential-text`}>{t('cookies.settings.essentialText')}</p>
      </section>
      <section className={styles.category}>
        <Switch
          id={`${ids}-video`}
          label={t('cookies.settings.videoTitle')}
          checked={videoPlayer}
          onCheckedChange={setVideoPlayer}
          stateText={videoPlayer ? t('cookies.settings.on') : t('cookies.settings.off')}
          describedBy={`${ids}-video-text`}
        />
        <p id={`${ids}-video-text`}>{t('cookies.settings.videoText')}</p>
      </section>
      <div className={styles.actions}>
        <Button type="submit">{t('cookies.settings.save')}</Button>
      </div>
    </form>
  );
}
