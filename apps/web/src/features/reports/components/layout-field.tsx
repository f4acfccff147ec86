import type { PayrollLayout } from '@portal/contracts/reports';
import { SelectField } from '../../../components/text-field/select-field.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import styles from './reports.module.css';
import reportsTexts from '../../../i18n/en-GB/reports.json';

addTexts(reportsTexts);

// Every layout once (a type-only import keeps zod out of the page; `satisfies` catches a new layout).
const LAYOUTS = Object.keys({ standard: true, sage50: true } satisfies Record<
  PayrollLayout,
  true
>) as PayrollLayout[];

/** The payroll report's layout: ours, or the one a payroll package imports (docs/reports.md). */
export function LayoutField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: PayrollLayout;
  onChange(layout: PayrollLayout): void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.layout}>
      <SelectField
        id={id}
        label={t('reports.layout.label')}
        placeholder={t('reports.panel.placeholder')}
        value={value}
        options={LAYOUTS.map((layout) => ({ value: layout, label: t(`reports.layout.${layout}`) }))}
        onChange={(event) => onChange(event.target.value as PayrollLayout)}
      />
    </div>
  );
}
