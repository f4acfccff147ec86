import { benefitKinds } from '@portal/contracts/benefits';
import type { ConsoleBenefitGroup } from '@portal/contracts/console-catalogue';
import { SelectField } from '../../../../components/text-field/select-field.tsx';
import { RichTextEditor } from '../../../../components/rich-text-editor/rich-text-editor.tsx';
import { addTexts, useTranslation } from '../../../../lib/i18n.ts';
import consoleCatalogueTexts from '../../../../i18n/en-GB/console-catalogue.json';
import type { BenefitKind, Draft } from './benefit-draft.ts';
import { Checkbox, PlainTextField, SectionFrame, useField } from './form-fields.tsx';

addTexts(consoleCatalogueTexts);

/** What the benefit is: its group (one of the client's), kind, names, texts, picture, approval and claims. */
export function AboutSection({
  draft,
  groups,
  change,
}: {
  draft: Draft;
  groups: readonly ConsoleBenefitGroup[];
  change(next: Draft): void;
}) {
  const { t } = useTranslation();
  const group = useField('group');
  const kind = useField('kind');
  const description = useField('descriptionHtml');
  const text = (path: 'name' | 'provider' | 'summary' | 'headline' | 'imageUrl', hint?: string) => (
    <PlainTextField
      path={path}
      label={t(`consoleCatalogue.form.${path}`)}
      hint={hint}
      value={draft[path]}
      onChange={(value) => change({ ...draft, [path]: value })}
    />
  );
  // The benefit's own group is offered even if the list has not caught up with it.
  const codes = groups.some((known) => known.code === draft.group)
    ? groups
    : [...groups, { code: draft.group, name: draft.group, displayOrder: 0 }];
  return (
    <SectionFrame legend={t('consoleCatalogue.form.about')}>
      <SelectField
        id={group.id}
        label={t('consoleCatalogue.form.group')}
        hint={t('consoleCatalogue.form.groupHint')}
        placeholder={t('consoleCatalogue.form.choose')}
        options={codes.map((known) => ({ value: known.code, label: `${known.name} (${known.code})` }))}
        value={draft.group}
        error={group.error}
        onChange={(event) => change({ ...draft, group: event.target.value })}
      />
      <SelectField
        id={kind.id}
        label={t('consoleCatalogue.form.kind')}
        hint={t('consoleCatalogue.form.kindHint')}
        placeholder={t('consoleCatalogue.form.choose')}
        options={benefitKinds.map((value) => ({ value, label: t(`consoleCatalogue.kind.${value}`) }))}
        value={draft.kind}
        error={kind.error}
        onChange={(event) => change({ ...draft, kind: event.target.value as BenefitKind })}
      />
      {text('name')}
      {text('provider')}
      {text('summary')}
      {text('headline', t('consoleCatalogue.form.headlineHint'))}
      {/* The FAQ answers' editor, in the same console chunk: the portal's pages never load it. */}
      <RichTextEditor
        id={description.id}
        label={t('consoleCatalogue.description')}
        hint={t('consoleCatalogue.descriptionHint')}
        value={draft.descriptionHtml}
        error={description.error}
        onChange={(descriptionHtml) => change({ ...draft, descriptionHtml })}
      />
      {text('imageUrl', t('consoleCatalogue.form.imageUrlHint'))}
      <Checkbox
        path="approvalRequired"
        label={t('consoleCatalogue.approvalRequired')}
        checked={draft.approvalRequired}
        onChange={(checked) => change({ ...draft, approvalRequired: checked })}
      />
      <Checkbox
        path="claimable"
        label={t('consoleCatalogue.claimable')}
        checked={draft.claimable}
        onChange={(checked) => change({ ...draft, claimable: checked })}
      />
    </SectionFrame>
  );
}
