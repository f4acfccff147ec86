import { ContentPage } from '../components/content-page.tsx';

/** /terms-and-conditions/: 'Terms and Conditions'. */
export function TermsAndConditionsPage() {
  return <ContentPage type="terms" />;
}
