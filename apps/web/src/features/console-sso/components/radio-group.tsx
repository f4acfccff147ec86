import styles from './console-sso.module.css';

/** A fieldset of radios: one choice of a few, each labelled, arrow keys moving between them. */
export function RadioGroup<Value extends string>({
  id,
  legend,
  value,
  options,
  onChange,
}: {
  id: string;
  legend: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange(value: Value): void;
}) {
  return (
    <fieldset className={styles.choices}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <div key={option.value} className={styles.choice}>
          <input
            id={`${id}-${option.value}`}
            type="radio"
            name={id}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
        </div>
      ))}
    </fieldset>
  );
}
