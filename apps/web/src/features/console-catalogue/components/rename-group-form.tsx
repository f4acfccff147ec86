import type { ConsoleBenefitGroup } from '@portal/contracts/console-catalogue';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { useAnnounce } from '../../../lib/announcer.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount.ts';
import consoleCatalogueTexts from '../../../i18n/en-GB/console-catalogue.json';
import { useRenameBenefitGroupMutation } from '../api.ts';
import { problemsByPath } from '../../../lib/field-errors.ts';
import styles from './catalogue.module.css';

addTexts(consoleCatalogueTexts);

/** A group's new name, in place of its row; focus starts in it and goes back to Rename when it closes. */
export function RenameGroupForm({
  clientSlug,
  group,
  onClose,
}: {
  clientSlug: string;
  group: ConsoleBenefitGroup;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const focusInput = useFocusOnMount<HTMLInputElement>();
  const [rename, { isLoading }] = useRenameBenefitGroupMutation();
  const [name, setName] = useState(group.name);
  const [error, setError] = useState<string | undefined>();
  const id = `group-${group.code}-name`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const result = await rename({ clientSlug, groupCode: group.code, name });
    if ('data' in result && result.data) {
      announce(t('consoleCatalogue.groups.renamed', { code: group.code, name: name.trim() }));
      onClose();
      return;
    }
    const failed = result.error as ApiQueryError;
    setError(problemsByPath(failed.body).name ?? t('consoleCatalogue.actionFailed', { error: failed.error }));
    document.getElementById(id)?.focus();
  };

  return (
    <form className={styles.inlineForm} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        id={id}
        ref={focusInput}
        label={t('consoleCatalogue.groups.newName', { name: group.name })}
        autoComplete="off"
        value={name}
        error={error}
        onChange={(event) => setName(event.target.value)}
      />
      <div className={styles.rowActions}>
        <Button type="submit" aria-disabled={isLoading}>
          {t('consoleCatalogue.groups.saveName')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('consoleCatalogue.groups.cancel')}
        </Button>
      </div>
    </form>
  );
}
