import { Navigate, useSearchParams } from 'react-router';
import { parseQueryDate } from '../../../components/date-of-birth-input/date-parts.ts';
import { paths } from '../../../lib/paths.ts';
import { ResetFlow } from '../components/reset-flow.tsx';

/**
 * /reset-password?token={token}&dob=dd-mm-yyyy (spec sections 2 and 4, Reset flow). Without a query or a token it
 * sends people to /forgotten-password; a dob that is not a real date counts as absent (the Verify step).
 */
export function ResetPasswordPage() {
  const [query] = useSearchParams();
  const token = query.get('token') ?? '';
  if (!token) return <Navigate to={paths.forgottenPassword} replace />;
  return <ResetFlow key={token} token={token} dateOfBirth={parseQueryDate(query.get('dob'))} />;
}
