/**
 * A list of like items in the benefit form (questions and answers, health questions): each item a numbered
 * fieldset with its own fields and a button that removes it, then a button that adds one. Focus follows: to the
 * new item's first field after adding, to the add button after removing.
 */
import type { ReactNode } from 'react';
import { Button } from '../../../../components/button/button.tsx';
import { itemPath } from './benefit-draft.ts';
import { idOf, useField, useFocusAfterRender } from './form-fields.tsx';
import styles from '../catalogue.module.css';

export interface ItemListTexts<Item> {
  legend(number: number): string;
  remove(number: number, item: Item): string;
  add: string;
}

export function ItemList<Item extends { key: string }>({
  path,
  items,
  onChange,
  fresh,
  firstField,
  texts,
  fields,
}: {
  /** The list's path in the draft (its problems, and its items' fields, are named from it). */
  path: string;
  items: Item[];
  onChange(next: Item[]): void;
  /** A new, empty item. */
  fresh(): Item;
  /** The key of an item's first field, which gets focus when the item is added. */
  firstField: string;
  texts: ItemListTexts<Item>;
  /** An item's own fields; `set` changes some of its values. */
  fields(item: Item, index: number, set: (next: Partial<Item>) => void): ReactNode;
}) {
  const focusLater = useFocusAfterRender();
  const list = useField(path);
  return (
    <>
      {items.map((item, index) => {
        const number = index + 1;
        const set = (next: Partial<Item>) =>
          onChange(items.map((other) => (other.key === item.key ? { ...other, ...next } : other)));
        return (
          <fieldset key={item.key} className={styles.group}>
            <legend>{texts.legend(number)}</legend>
            {fields(item, index, set)}
            <div className={styles.itemActions}>
              <Button
                variant="secondary"
                onClick={() => {
                  onChange(items.filter((other) => other.key !== item.key));
                  focusLater(list.id);
                }}
              >
                {texts.remove(number, item)}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div className={styles.itemActions}>
        <Button
          variant="secondary"
          id={list.id}
          onClick={() => {
            onChange([...items, fresh()]);
            focusLater(idOf(itemPath(path, items.length, firstField)));
          }}
        >
          {texts.add}
        </Button>
      </div>
    </>
  );
}
