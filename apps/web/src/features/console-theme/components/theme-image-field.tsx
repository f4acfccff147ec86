import { pathTo } from '@portal/contracts/api-paths';
import { consoleApiPaths } from '@portal/contracts/console-api-paths';
import type { ThemeImage, ThemeImageKind } from '@portal/contracts/console-theme';
import { useId, useState, type ChangeEvent } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { FieldFrame } from '../../../components/text-field/field-frame.tsx';
import { apiUpload } from '../../../lib/api-transfer.ts';
import { useAnnounce } from '../../../lib/announcer.ts';
import { fieldErrors } from '../../../lib/field-errors.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import styles from './theme-editor.module.css';
import themeTexts from '../../../i18n/en-GB/console-theme.json';

addTexts(themeTexts);

interface ThemeImageFieldProps {
  clientSlug: string;
  kind: ThemeImageKind;
  url: string | null;
  serverError?: string;
  onChange(url: string | null): void;
}

/**
 * One of the theme's images: the current one, and a file chosen to replace it, uploaded at once (the server
 * checks its content and size and answers by the field). The theme uses it once saved.
 */
export function ThemeImageField({ clientSlug, kind, url, serverError, onChange }: ThemeImageFieldProps) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const label = t(`consoleTheme.${kind}`);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || uploading) return;
    const form = new FormData();
    form.set('file', file);
    setUploading(true);
    setError(null);
    const answer = await apiUpload<ThemeImage>({
      path: pathTo(consoleApiPaths.consoleThemeImage, { clientSlug, kind }),
      form,
    });
    setUploading(false);
    if (answer.ok) {
      onChange(answer.data.url);
      announce(t('consoleTheme.uploaded', { label, width: answer.data.width, height: answer.data.height }));
      return;
    }
    setError(fieldErrors(answer.body).file ?? t('consoleTheme.uploadFailed'));
  };

  return (
    <div className={styles.image}>
      <div className={styles.imageCurrent}>
        {url ? (
          <img src={url} alt={t('consoleTheme.current', { label })} className={styles[`image-${kind}`]} />
        ) : (
          <span>{t('consoleTheme.noImage')}</span>
        )}
      </div>
      <FieldFrame
        id={`${id}-file`}
        label={label}
        hint={uploading ? t('consoleTheme.uploading') : t(`consoleTheme.${kind}Hint`)}
        error={error ?? serverError}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/svg+xml"
            aria-busy={uploading || undefined}
            onChange={(event) => void upload(event)}
          />
        )}
      </FieldFrame>
      {kind === 'avatarSet' && url ? (
        <Button variant="secondary" onClick={() => onChange(null)}>
          {t('consoleTheme.removeAvatarSet')}
        </Button>
      ) : null}
    </div>
  );
}
