import type { BenefitDetail, BenefitSelectionResponse } from '@portal/contracts';
import type { SetupForm } from '../setup-form.ts';

/** What every step of the set-up wizard is given. */
export interface StepProps {
  benefit: BenefitDetail;
  data: BenefitSelectionResponse;
  form: SetupForm;
  change(update: (current: SetupForm) => SetupForm): void;
  /** This step's problems by field (the form's own checks and the server's). */
  errors: Record<string, string>;
}
