import type { HomePageBanner } from '@portal/contracts';
import { ContentLink } from '../../../components/content-link/content-link.tsx';
import { buttonClassName } from '../../../components/button/button.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { listLoadStatus } from '../../../lib/load-status.ts';
import { useGetHomePageBannersQuery } from '../api.ts';
import { CONTENT_PICTURE_SIZE } from './content-picture.ts';
import styles from './home-content.module.css';
import contentTexts from '../../../i18n/en-GB/content.json';

addTexts(contentTexts);

/** The tenant's home-page banners (usually one), in their order. */
export function HomeBanners() {
  const { t } = useTranslation();
  const query = useGetHomePageBannersQuery();
  const status = listLoadStatus(query);
  const banners = status === 'success' ? [...(query.data ?? [])].sort((a, b) => a.order - b.order) : [];
  return (
    <QueryState
      status={status}
      errorText={t('content.homeBanner.error')}
      onRetry={() => void query.refetch()}
      skeletonClassName={styles.bannerSkeleton}
      isEmpty={banners.length === 0}
    >
      <div className={styles.banners}>
        {banners.map((banner) => (
          <BannerItem key={banner.id} banner={banner} />
        ))}
      </div>
    </QueryState>
  );
}

function BannerItem({ banner }: { banner: HomePageBanner }) {
  const { t } = useTranslation();
  return (
    <section className={styles.banner} aria-labelledby={`banner-${banner.id}`}>
      <div className={styles.bannerText}>
        <h2 id={`banner-${banner.id}`}>{banner.title}</h2>
        <p>{banner.text}</p>
        {banner.link ? (
          <ContentLink
            href={banner.link}
            className={buttonClassName({ variant: 'primary' }, styles.bannerLink)}
            newTabHint={t('common.opensInNewTab')}
          >
            {banner.linkText ?? t('content.homeBanner.defaultLinkText')}
          </ContentLink>
        ) : null}
      </div>
      {banner.image ? (
        <img
          className={styles.bannerImage}
          src={banner.image}
          alt=""
          {...CONTENT_PICTURE_SIZE}
          fetchPriority="high"
        />
      ) : null}
    </section>
  );
}
