import type { ReactNode } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { TextAreaField } from '../../../components/text-field/text-area-field.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { RichTextEditor } from '../../../components/rich-text-editor/rich-text-editor.tsx';
import styles from './content-editor.module.css';
import contentTexts from '../../../i18n/en-GB/console-content.json';

addTexts(contentTexts);

export interface ItemField<Item> {
  key: keyof Item & string;
  label: string;
  kind: 'text' | 'textarea' | 'html';
  hint?: string;
  /** An optional field: empty means none (null). */
  optional?: boolean;
}

interface ItemListEditorProps<Item> {
  /** The list's path in the content document (`homePageCards`), which the server's errors name too. */
  path: string;
  legend: string;
  itemLabel(index: number): string;
  items: readonly Item[];
  fields: readonly ItemField<Item>[];
  errors: Record<string, string>;
  newItem(): Item;
  addLabel: string;
  onChange(items: Item[]): void;
  /** More of an item below its fields (an FAQ group's questions). */
  children?(item: Item, index: number): ReactNode;
}

/** A list of the content document (cards, slides, FAQs...): each item's fields, errors by their path, add, move, remove. */
export function ItemListEditor<Item extends object>({
  path,
  legend,
  itemLabel,
  items,
  fields,
  errors,
  newItem,
  addLabel,
  onChange,
  children,
}: ItemListEditorProps<Item>) {
  const { t } = useTranslation();
  const set = (index: number, changes: Partial<Item>) =>
    onChange(items.map((item, at) => (at === index ? { ...item, ...changes } : item)));
  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(next);
  };
  return (
    <fieldset className={styles.list}>
      <legend>{legend}</legend>
      {errors[path] ? <p className={styles.listError}>{errors[path]}</p> : null}
      {items.length === 0 ? <p>{t('consoleContent.none')}</p> : null}
      <ol className={styles.items}>
        {items.map((item, index) => {
          const at = `${path}[${index}]`;
          const id = (key: string) => `${path}-${index}-${key}`.replace(/[^\w-]/g, '-');
          const name = itemLabel(index);
          return (
            <li key={index} className={styles.item}>
              <h4>{name}</h4>
              {fields.map((field) => {
                const value = (item[field.key] as string | null) ?? '';
                const error = errors[`${at}.${field.key}`];
                const update = (text: string) =>
                  set(index, { [field.key]: field.optional && text === '' ? null : text } as Partial<Item>);
                if (field.kind === 'html')
                  return (
                    <RichTextEditor
                      key={field.key}
                      id={id(field.key)}
                      label={field.label}
                      hint={field.hint}
                      value={value}
                      error={error}
                      onChange={update}
                    />
                  );
                const Field = field.kind === 'textarea' ? TextAreaField : TextField;
                return (
                  <Field
                    key={field.key}
                    id={id(field.key)}
                    label={field.label}
                    hint={field.hint}
                    value={value}
                    error={error}
                    onChange={(event: { target: { value: string } }) => update(event.target.value)}
                  />
                );
              })}
              {children?.(item, index)}
              <div className={styles.itemActions}>
                <Button
                  variant="secondary"
                  disabled={index === 0}
                  aria-label={t('consoleContent.moveUpLabel', { item: name })}
                  onClick={() => move(index, index - 1)}
                >
                  {t('consoleContent.moveUp')}
                </Button>
                <Button
                  variant="secondary"
                  disabled={index === items.length - 1}
                  aria-label={t('consoleContent.moveDownLabel', { item: name })}
                  onClick={() => move(index, index + 1)}
                >
                  {t('consoleContent.moveDown')}
                </Button>
                <Button
                  variant="secondary"
                  aria-label={t('consoleContent.removeLabel', { item: name })}
                  onClick={() => onChange(items.filter((_item, at) => at !== index))}
                >
                  {t('consoleContent.remove')}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" onClick={() => onChange([...items, newItem()])}>
        {addLabel}
      </Button>
    </fieldset>
  );
}
