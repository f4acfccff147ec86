import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { useAppSelector } from '../../lib/state/hooks.ts';
import { selectSession } from '../../lib/state/session-slice.ts';
import { Avatar } from './avatar.tsx';
import styles from './site-header.module.css';

/**
 * The user menu (Radix DropdownMenu): 'Hi, {name}' with the avatar; arrow keys move between the items, Escape
 * closes it and returns focus, and it closes when focus or a click goes elsewhere. Not modal: the modal variant
 * locks scrolling by injecting a <style> element, which the Content-Security-Policy refuses.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { firstName, surname, name, avatar } = useAppSelector(selectSession);

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={styles.userButton}>
        <Avatar image={avatar} firstName={firstName} surname={surname} />
        <span>{t('header.greeting', { name: firstName ?? name ?? '' })}</span>
        <svg className={styles.chevron} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </DropdownMenu.Trigger>
      {/* Rendered in place (no portal), so the open menu stays inside the header's landmark. */}
      <DropdownMenu.Content className={styles.menu} align="end" sideOffset={6}>
        <DropdownMenu.Item asChild className={styles.menuItem}>
          <Link to={paths.myProfile}>{t('header.userMenu.myProfile')}</Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className={styles.menuItem}>
          <Link to={paths.logout}>{t('header.userMenu.logout')}</Link>
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
