import { addTexts, useTranslation } from '../../../../lib/i18n.ts';
import consoleCatalogueTexts from '../../../../i18n/en-GB/console-catalogue.json';
import type { Draft } from './benefit-draft.ts';
import { Checkbox, idOf, SectionFrame } from './form-fields.tsx';

addTexts(consoleCatalogueTexts);

export const MOST_RELATED = 6;

/**
 * The benefits this one points employees to: up to six of the year's others, by name (the import's way). A
 * name the list no longer has (a retired benefit) stays offered while it is chosen, so a save does not drop it
 * unseen.
 */
export function RelatedSection({
  draft,
  others,
  change,
}: {
  draft: Draft;
  /** The names of the year's other current benefits. */
  others: readonly string[];
  change(next: Draft): void;
}) {
  const { t } = useTranslation();
  const names = [...others, ...draft.related.filter((name) => !others.includes(name))];
  return (
    <SectionFrame
      path="related"
      legend={t('consoleCatalogue.form.related')}
      hint={t('consoleCatalogue.form.relatedHint', { most: MOST_RELATED, chosen: draft.related.length })}
    >
      {names.length === 0 ? <p>{t('consoleCatalogue.form.relatedNone')}</p> : null}
      {names.map((name, index) => (
        <Checkbox
          key={name}
          path="related"
          // The first box is the list's: a refusal of the list (more than six) focuses it.
          id={index === 0 ? idOf('related') : idOf(`related.${index}`)}
          label={name}
          checked={draft.related.includes(name)}
          onChange={(checked) =>
            change({
              ...draft,
              related: checked ? [...draft.related, name] : draft.related.filter((chosen) => chosen !== name),
            })
          }
        />
      ))}
    </SectionFrame>
  );
}
