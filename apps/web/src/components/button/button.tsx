import type { ComponentProps } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary';

interface LookProps {
  variant?: ButtonVariant;
  fullWidth?: boolean;
}

/** The class names of a button, for elements that must look like one (e.g. a plain link outside the router). */
export function buttonClassName(
  { variant = 'primary', fullWidth = false }: LookProps = {},
  extra?: string,
): string {
  return [styles.button, styles[variant], fullWidth ? styles.fullWidth : undefined, extra]
    .filter(Boolean)
    .join(' ');
}

export type ButtonProps = ComponentProps<'button'> & LookProps;

export function Button({ variant, fullWidth, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClassName({ variant, fullWidth }, className)} {...props} />;
}

export type LinkButtonProps = LinkProps & LookProps;

/** A link that looks like a button (navigation stays a link for assistive technology). */
export function LinkButton({ variant, fullWidth, className, ...props }: LinkButtonProps) {
  return <Link className={buttonClassName({ variant, fullWidth }, className)} {...props} />;
}
