/**
 * A benefit "as an employee sees it" (issue 35): the operator names one of the client's people, and the answers
 * are the ones that person's own routes give them, worked out by the same services from the same facts (their
 * HR record, selections and life events, the client's catalogue): `GET /benefit/{id}/with-selection` and
 * `POST /selections/costs`. Nothing is written.
 */
import type {
  ConsoleBenefitPreview,
  ConsoleBenefitPreviewCosts,
  CostsResponse,
  MasqueradeCandidate,
} from '@portal/contracts';
import type { ClientRow } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { NOT_FOUND_MESSAGE, type Principal } from '../../plugins/auth.ts';
import { benefitDetail, type CatalogueDeps } from '../benefits/index.ts';
import { candidateOf } from '../masquerade/index.ts';
import { costsFor } from '../selections/index.ts';

interface PreviewTarget {
  operator: Principal;
  client: ClientRow;
  benefitId: number;
  employeeId: string;
}

/** The person as their own requests name them: their client, the current scheme year, no masquerade. */
async function asEmployee(
  deps: CatalogueDeps,
  target: PreviewTarget,
): Promise<{ person: MasqueradeCandidate; principal: Principal }> {
  const person = await candidateOf(deps.db, target.client.id, target.employeeId);
  if (!person) throw new HttpError(404, NOT_FOUND_MESSAGE);
  return {
    person,
    principal: {
      ...target.operator,
      clientId: target.client.id,
      tenant: target.client,
      homeClientId: target.client.id,
      userId: person.id,
      userType: person.userType,
      masquerade: null,
    },
  };
}

export async function benefitPreview(
  deps: CatalogueDeps,
  target: PreviewTarget,
): Promise<ConsoleBenefitPreview> {
  const { person, principal } = await asEmployee(deps, target);
  const shown = await benefitDetail(deps, principal, target.benefitId);
  return { ...shown, employee: person };
}

export async function benefitPreviewCosts(
  deps: CatalogueDeps,
  target: PreviewTarget,
  choice: ConsoleBenefitPreviewCosts,
): Promise<CostsResponse> {
  const { principal } = await asEmployee(deps, target);
  return costsFor(deps, principal, { benefitId: target.benefitId, ...choice });
}
