import type { CarouselSlide } from '@portal/contracts';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { Modal } from '../../../components/modal/modal.tsx';
import { mainContent } from '../../../lib/main-content.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useAppDispatch, useAppSelector } from '../../../lib/state/hooks.ts';
import { welcomeCarouselDone } from '../../../lib/state/session-slice.ts';
import { selectBrandName } from '../../../lib/state/theme-slice.ts';
import { useCompleteFirstLoginMutation, useGetCarouselQuery } from '../api.ts';
import styles from './welcome-carousel.module.css';
import contentTexts from '../../../i18n/en-GB/content.json';

addTexts(contentTexts);

/**
 * The welcome carousel of a first sign-in (spec section 4: required while firstLogin is true; once its content
 * has loaded it is no longer required, so the server is told at once and the next sign-in skips it). Without
 * slides, or when they fail to load, nothing is shown: the person is not kept from the home page.
 */
export function WelcomeCarousel() {
  const dispatch = useAppDispatch();
  const { data, isSuccess, isError } = useGetCarouselQuery();
  const [completeFirstLogin] = useCompleteFirstLoginMutation();
  const slides = isSuccess && Array.isArray(data) ? [...data].sort((a, b) => a.order - b.order) : null;

  const told = useRef(false);
  useEffect(() => {
    if (!slides || told.current) return;
    told.current = true;
    void completeFirstLogin();
  }, [slides, completeFirstLogin]);

  const nothingToShow = isError || (isSuccess && (!slides || slides.length === 0));
  useEffect(() => {
    if (nothingToShow) dispatch(welcomeCarouselDone());
  }, [nothingToShow, dispatch]);

  if (!slides || slides.length === 0) return null;
  return <CarouselDialog slides={slides} onDone={() => dispatch(welcomeCarouselDone())} />;
}

function CarouselDialog({ slides, onDone }: { slides: CarouselSlide[]; onDone(): void }) {
  const { t } = useTranslation();
  const brandName = useAppSelector(selectBrandName) ?? '';
  const [open, setOpen] = useState(true);
  const [index, setIndex] = useState(0);
  // Only a change the person asked for is announced (not the first slide, which the dialog's opening reads).
  const [moved, setMoved] = useState(false);
  const last = slides.length - 1;
  const slide = slides[index] ?? slides[0]!;

  const close = () => {
    setOpen(false);
    onDone();
  };
  const go = (next: number) => {
    setIndex(Math.min(Math.max(next, 0), last));
    setMoved(true);
  };
  const dots = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = Math.min(Math.max(target, 0), last);
    go(next);
    dots.current[next]?.focus();
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={t('content.carousel.title', { brandName })}
      closeLabel={t('content.carousel.skip')}
      fallbackFocus={mainContent}
    >
      <section
        className={styles.carousel}
        aria-roledescription={t('content.carousel.roleDescription')}
        aria-label={t('content.carousel.label')}
      >
        <div
          id="welcome-slide"
          className={styles.slide}
          role="tabpanel"
          aria-roledescription={t('content.carousel.slideRoleDescription')}
          aria-label={t('content.carousel.position', { current: index + 1, total: slides.length })}
          aria-live={moved ? 'polite' : 'off'}
        >
          {slide.image ? <img className={styles.image} src={slide.image} alt="" /> : null}
          <h3 className={styles.slideTitle}>{slide.title}</h3>
          <p>{slide.text}</p>
        </div>
        {/* The slide picker is a tab list: one tab stop (roving tabindex), arrow keys move between slides. */}
        {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the selected tab holds focus, not the list */}
        <div
          className={styles.dots}
          role="tablist"
          aria-label={t('content.carousel.slides')}
          onKeyDown={onKeyDown}
        >
          {slides.map((item, position) => (
            <button
              key={item.id}
              ref={(element) => {
                dots.current[position] = element;
              }}
              type="button"
              role="tab"
              className={styles.dot}
              aria-label={t('content.carousel.goTo', { current: position + 1, total: slides.length })}
              aria-selected={position === index}
              aria-controls="welcome-slide"
              tabIndex={position === index ? 0 : -1}
              onClick={() => go(position)}
            />
          ))}
        </div>
        <div className={styles.controls}>
          <Button variant="secondary" onClick={() => go(index - 1)} disabled={index === 0}>
            {t('content.carousel.previous')}
          </Button>
          {index < last ? (
            <Button onClick={() => go(index + 1)}>{t('content.carousel.next')}</Button>
          ) : (
            <Button onClick={close}>{t('content.carousel.finish')}</Button>
          )}
        </div>
      </section>
    </Modal>
  );
}
