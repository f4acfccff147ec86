import type { ConsoleCatalogue } from '@portal/contracts/console-catalogue';
import { Button } from '../../../components/button/button.tsx';
import { DataTable, type TableColumn } from '../../../components/data-table/data-table.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import consoleCatalogueTexts from '../../../i18n/en-GB/console-catalogue.json';
import styles from './catalogue.module.css';

addTexts(consoleCatalogueTexts);

/** The list's heading, where focus goes when the editor closes or a retired benefit's buttons go. */
export const LIST_HEADING_ID = 'catalogue-list-heading';

type Row = ConsoleCatalogue['benefits'][number];

/** The client's benefits of the year: name, group, kind, approval, retired or not, and what can be done. */
export function BenefitsTable({
  catalogue,
  busy,
  onEdit,
  onRetire,
}: {
  catalogue: ConsoleCatalogue;
  busy: boolean;
  onEdit(benefit: { id: number; name: string }): void;
  onRetire(benefit: { id: number; name: string }): void;
}) {
  const { t } = useTranslation();
  const columns: TableColumn<Row>[] = [
    { id: 'name', header: t('consoleCatalogue.column.name'), accessorKey: 'name' },
    { id: 'group', header: t('consoleCatalogue.column.group'), accessorKey: 'groupCode' },
    {
      id: 'kind',
      header: t('consoleCatalogue.column.kind'),
      cell: ({ row }) => t(`consoleCatalogue.kind.${row.original.kind}`),
    },
    {
      id: 'approval',
      header: t('consoleCatalogue.column.approval'),
      cell: ({ row }) =>
        row.original.approvalRequired ? t('consoleCatalogue.yes') : t('consoleCatalogue.no'),
    },
    {
      id: 'status',
      header: t('consoleCatalogue.column.status'),
      cell: ({ row }) =>
        row.original.retired ? t('consoleCatalogue.retired') : t('consoleCatalogue.current'),
    },
    {
      id: 'actions',
      header: t('consoleCatalogue.column.actions'),
      cell: ({ row }) =>
        row.original.retired ? null : (
          <div className={styles.rowActions}>
            <Button
              variant="secondary"
              aria-label={t('consoleCatalogue.editNamed', { name: row.original.name })}
              onClick={() => onEdit(row.original)}
            >
              {t('consoleCatalogue.edit')}
            </Button>
            <Button
              variant="secondary"
              aria-label={t('consoleCatalogue.retireNamed', { name: row.original.name })}
              onClick={() => onRetire(row.original)}
            >
              {t('consoleCatalogue.retire')}
            </Button>
          </div>
        ),
    },
  ];
  return (
    <section className={styles.section} aria-labelledby={LIST_HEADING_ID}>
      <h3 id={LIST_HEADING_ID} tabIndex={-1}>
        {t('consoleCatalogue.listHeading')}
      </h3>
      {catalogue.benefits.length === 0 ? (
        <p>{t('consoleCatalogue.empty')}</p>
      ) : (
        <DataTable
          caption={t('consoleCatalogue.caption', { name: catalogue.client.name })}
          columns={columns}
          rows={catalogue.benefits}
          rowId={(row) => String(row.id)}
          busy={busy}
        />
      )}
    </section>
  );
}
