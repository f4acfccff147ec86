import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../button/button.tsx';
import { TextField } from '../text-field/text-field.tsx';
import styles from './client-chooser.module.css';

const SLUG = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

interface ClientChooserProps {
  id: string;
  label: string;
  hint: string;
  /** Shown by the field when what was typed cannot be a sub-domain. */
  invalid: string;
  submit: string;
}

/** A console area's first step: which client to work on, by its sub-domain; opens `{slug}/` below the area. */
export function ClientChooser({ id, label, hint, invalid, submit }: ClientChooserProps) {
  const navigate = useNavigate();
  const [slug, setSlug] = useState('');
  const [error, setError] = useState<string | undefined>();
  const open = (event: FormEvent) => {
    event.preventDefault();
    const wanted = slug.trim().toLowerCase();
    if (!SLUG.test(wanted)) {
      setError(invalid);
      return;
    }
    void navigate(`${encodeURIComponent(wanted)}/`);
  };
  return (
    <form className={styles.chooser} noValidate onSubmit={open}>
      <TextField
        id={id}
        label={label}
        hint={hint}
        error={error}
        value={slug}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          setSlug(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit">{submit}</Button>
    </form>
  );
}
