import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { useAppSelector } from '../../lib/state/hooks.ts';
import { useSidePanels } from '../../lib/side-panels.ts';
import { selectSession } from '../../lib/state/session-slice.ts';
import { Avatar } from './avatar.tsx';
import { PROFILE_PAGE_EXISTS, twoFactorMenuAction } from './nav-items.ts';
import styles from './site-header.module.css';

/**
 * The user menu (Radix DropdownMenu): 'Hi, {name}' with the avatar; arrow keys move between the items, Escape
 * closes it and returns focus, and it closes when focus or a click goes elsewhere. Not modal: the modal variant
 * locks scrolling by injecting a <style> element, which the Content-Security-Policy refuses.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const session = useAppSelector(selectSession);
  const { firstName, surname, name, avatar } = session;
  const twoFactor = twoFactorMenuAction(session);
  const panels = useSidePanels();
  const trigger = useRef<HTMLButtonElement>(null);
  // Set while a panel opens from the menu: the panel takes focus, not the menu's button.
  const openingPanel = useRef(false);

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger ref={trigger} className={styles.userButton}>
        <Avatar image={avatar} firstName={firstName} surname={surname} />
        <span>{t('header.greeting', { name: firstName ?? name ?? '' })}</span>
        <svg className={styles.chevron} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </DropdownMenu.Trigger>
      {/* Rendered in place (no portal), so the open menu stays inside the header's landmark. */}
      <DropdownMenu.Content
        className={styles.menu}
        align="end"
        sideOffset={6}
        onCloseAutoFocus={(event) => {
          if (openingPanel.current) event.preventDefault();
          openingPanel.current = false;
        }}
      >
        {PROFILE_PAGE_EXISTS ? (
          <DropdownMenu.Item asChild className={styles.menuItem}>
            <Link to={paths.myProfile}>{t('header.userMenu.myProfile')}</Link>
          </DropdownMenu.Item>
        ) : null}
        {/* Until the profile page exists (it will open the same panel by name). */}
        <DropdownMenu.Item
          className={styles.menuItem}
          onSelect={() => {
            openingPanel.current = true;
            panels.open('change-password', { opener: trigger.current });
          }}
        >
          {t('header.userMenu.changePassword')}
        </DropdownMenu.Item>
        {twoFactor ? (
          <DropdownMenu.Item
            className={styles.menuItem}
            onSelect={() => {
              openingPanel.current = true;
              panels.open(twoFactor.panel, { opener: trigger.current });
            }}
          >
            {t(twoFactor.label)}
          </DropdownMenu.Item>
        ) : null}
        <DropdownMenu.Item asChild className={styles.menuItem}>
          <Link to={paths.logout}>{t('header.userMenu.logout')}</Link>
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
