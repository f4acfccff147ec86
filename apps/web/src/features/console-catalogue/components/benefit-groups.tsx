import type { ConsoleCatalogue } from '@portal/contracts/console-catalogue';
import { useState } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { useAnnounce } from '../../../lib/announcer.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import consoleCatalogueTexts from '../../../i18n/en-GB/console-catalogue.json';
import { useReorderBenefitGroupsMutation } from '../api.ts';
import { AddGroupForm } from './add-group-form.tsx';
import { useFocusAfterRender } from './benefit-form/form-fields.tsx';
import { RenameGroupForm } from './rename-group-form.tsx';
import styles from './catalogue.module.css';

addTexts(consoleCatalogueTexts);

const buttonId = (code: string, action: 'up' | 'down' | 'rename') => `group-${code}-${action}`;

/**
 * The client's benefit groups in their order (employees' catalogue lists benefits so): each moved up or down
 * and renamed in place, and a new one added. A move keeps focus on the button that made it.
 */
export function BenefitGroups({
  clientSlug,
  catalogue,
}: {
  clientSlug: string;
  catalogue: ConsoleCatalogue;
}) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const focusLater = useFocusAfterRender();
  const [reorder, { isLoading }] = useReorderBenefitGroupsMutation();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { groups } = catalogue;

  const move = async (index: number, by: -1 | 1) => {
    const to = index + by;
    if (isLoading || to < 0 || to >= groups.length) return;
    const codes = groups.map((group) => group.code);
    const [moved] = codes.splice(index, 1);
    codes.splice(to, 0, moved!);
    const result = await reorder({ clientSlug, codes });
    if ('data' in result && result.data) {
      setFailure(null);
      announce(t('consoleCatalogue.groups.moved', { name: groups[index]!.name, place: to + 1 }));
    } else {
      const error = result.error as ApiQueryError;
      setFailure(t('consoleCatalogue.actionFailed', { error: error.error }));
    }
    focusLater(buttonId(moved!, by < 0 ? 'up' : 'down'));
  };

  return (
    <section className={styles.section} aria-labelledby="catalogue-groups-heading">
      <h3 id="catalogue-groups-heading">{t('consoleCatalogue.groups.heading')}</h3>
      <p>{t('consoleCatalogue.groups.intro')}</p>
      {failure ? (
        <Banner variant="error" role="alert">
          <p>{failure}</p>
        </Banner>
      ) : null}
      {groups.length === 0 ? (
        <p>{t('consoleCatalogue.groups.none')}</p>
      ) : (
        <ol
          className={styles.groupList}
          aria-label={t('consoleCatalogue.groups.listLabel', { name: catalogue.client.name })}
        >
          {groups.map((group, index) => (
            <li key={group.code}>
              {renaming === group.code ? (
                <RenameGroupForm
                  clientSlug={clientSlug}
                  group={group}
                  onClose={() => {
                    setRenaming(null);
                    focusLater(buttonId(group.code, 'rename'));
                  }}
                />
              ) : (
                <>
                  <span className={styles.groupName}>
                    {t('consoleCatalogue.groups.item', { name: group.name, code: group.code })}
                  </span>
                  <span className={styles.rowActions}>
                    <Button
                      variant="secondary"
                      id={buttonId(group.code, 'up')}
                      aria-disabled={index === 0 || isLoading}
                      onClick={() => void move(index, -1)}
                    >
                      {t('consoleCatalogue.groups.moveUp', { name: group.name })}
                    </Button>
                    <Button
                      variant="secondary"
                      id={buttonId(group.code, 'down')}
                      aria-disabled={index === groups.length - 1 || isLoading}
                      onClick={() => void move(index, 1)}
                    >
                      {t('consoleCatalogue.groups.moveDown', { name: group.name })}
                    </Button>
                    <Button
                      variant="secondary"
                      id={buttonId(group.code, 'rename')}
                      onClick={() => setRenaming(group.code)}
                    >
                      {t('consoleCatalogue.groups.rename', { name: group.name })}
                    </Button>
                  </span>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      <AddGroupForm clientSlug={clientSlug} />
    </section>
  );
}
