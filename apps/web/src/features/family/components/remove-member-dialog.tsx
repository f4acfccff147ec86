import { Link } from 'react-router';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { Modal } from '../../../components/modal/modal.tsx';
import { useAnnounce } from '../../../lib/announcer.ts';
import { benefitManagePath } from '../../../lib/benefit-paths.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useEditFamilyMemberMutation } from '../api.ts';
import type { FamilyMember } from '../family-mapping.ts';
import styles from './family.module.css';
import familyTexts from '../../../i18n/en-GB/family.json';

addTexts(familyTexts);

interface CoveredAnswer {
  message?: string;
  selections?: { selectionId: string; benefitId: number; benefitName: string }[];
}

/**
 * Confirms the removal of a family member. A member a live selection covers is not removed: the answer names
 * the selections to change first, each linked to its manage page.
 */
export function RemoveMemberDialog({ member, onClose }: { member: FamilyMember | null; onClose(): void }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const [edit, { isLoading, error, reset }] = useEditFamilyMemberMutation();
  const refusal = error as { status?: number | null; body?: CoveredAnswer } | undefined;
  const covered = refusal?.status === 409 ? (refusal.body?.selections ?? []) : [];

  const closeDialog = () => {
    reset();
    onClose();
  };
  const remove = async () => {
    if (!member || isLoading) return;
    const answer = await edit({ id: member.familyMemberId, body: { family_active: false } });
    if ('data' in answer) {
      announce(t('family.remove.done', { name: member.name }));
      closeDialog();
    }
  };

  return (
    <Modal
      open={member !== null}
      onOpenChange={(open) => (open ? undefined : closeDialog())}
      title={t('family.remove.title', { name: member?.name ?? '' })}
      closeLabel={t('common.close')}
    >
      {refusal ? (
        <Banner variant="error" role="alert">
          <p>{covered.length > 0 ? refusal.body?.message : t('family.remove.error')}</p>
          {covered.length > 0 ? (
            <ul>
              {covered.map((selection) => (
                <li key={selection.selectionId}>
                  <Link to={benefitManagePath(selection.benefitId)}>
                    {t('family.remove.change', { name: selection.benefitName })}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </Banner>
      ) : (
        <p>{t('family.remove.consequence')}</p>
      )}
      <div className={styles.dialogActions}>
        {covered.length === 0 ? (
          <Button onClick={() => void remove()} disabled={isLoading} aria-disabled={isLoading}>
            {isLoading ? t('family.remove.removing') : t('family.remove.confirm')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={closeDialog}>
          {t('family.panel.cancel')}
        </Button>
      </div>
    </Modal>
  );
}
