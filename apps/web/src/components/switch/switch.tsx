import * as RadixSwitch from '@radix-ui/react-switch';
import styles from './switch.module.css';

interface SwitchProps {
  id: string;
  label: string;
  checked: boolean;
  onCheckedChange?(checked: boolean): void;
  disabled?: boolean;
  /** The visible state text, e.g. { on: 'On', off: 'Off' } or a fixed 'Always on'. */
  stateText: string;
  describedBy?: string;
}

/** A labelled on/off switch (Radix Switch: role="switch", Space and Enter toggle it). */
export function Switch({
  id,
  label,
  checked,
  onCheckedChange,
  disabled,
  stateText,
  describedBy,
}: SwitchProps) {
  return (
    <div className={styles.row}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <span className={styles.control}>
        <span className={styles.state} aria-hidden="true">
          {stateText}
        </span>
        <RadixSwitch.Root
          id={id}
          className={styles.root}
          checked={checked}
          onCheckedChange={onCheckedChange}
          disabled={disabled}
          aria-describedby={describedBy}
        >
          <RadixSwitch.Thumb className={styles.thumb} />
        </RadixSwitch.Root>
      </span>
    </div>
  );
}
