import { ContentPage } from '../components/content-page.tsx';

/** /privacy-statement/: 'Privacy Statement'. */
export function PrivacyStatementPage() {
  return <ContentPage type="policy" />;
}
