import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Button, type ButtonVariant } from '../button/button.tsx';

// The dialog (and Radix with it) loads on the first click: pages that never open it do not download it.
const CookieSettingsDialog = lazy(() => import('./cookie-settings-dialog.tsx'));

interface ManageCookiesButtonProps {
  variant?: ButtonVariant;
  onSaved?(): void;
  /** Where focus goes after saving if this button has gone (the cookie banner disappears on save). */
  fallbackFocus?: () => HTMLElement | null | undefined;
}

/** The 'Manage cookies' button and the settings dialog it opens. */
export function ManageCookiesButton({
  variant = 'secondary',
  onSaved,
  fallbackFocus,
}: ManageCookiesButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);

  return (
    <>
      <Button
        variant={variant}
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {t('cookies.manage')}
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <CookieSettingsDialog
            open={open}
            onOpenChange={setOpen}
            onSaved={onSaved}
            fallbackFocus={fallbackFocus}
          />
        </Suspense>
      ) : null}
    </>
  );
}
