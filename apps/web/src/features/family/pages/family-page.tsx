import { ageOn, ukDateOf } from '@portal/benefits/dates';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Breadcrumb } from '../../../components/breadcrumb/breadcrumb.tsx';
import { Button } from '../../../components/button/button.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { benefitManagePath } from '../../../lib/benefit-paths.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useSidePanels } from '../../../lib/side-panels.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useGetFamilyQuery, useGetPoliciesQuery } from '../api.ts';
import type { FamilyMember } from '../family-mapping.ts';
import { RemoveMemberDialog } from '../components/remove-member-dialog.tsx';
import styles from '../components/family.module.css';
import familyTexts from '../../../i18n/en-GB/family.json';
import { portalNow } from '../../../lib/portal-clock.ts';

addTexts(familyTexts);

/**
 * /app/home/my-profile/family/ ("My family", reached from Profile Settings and from a plan that covers others):
 * the active members (name, relationship, age, the covers that protect them), adding and editing
 * through the add-family-member side panel, and removing with a confirmation.
 */
export function FamilyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('family.heading'));
  const panels = useSidePanels();
  const family = useGetFamilyQuery();
  const policies = useGetPoliciesQuery();
  const addButton = useRef<HTMLButtonElement>(null);
  const [removing, setRemoving] = useState<FamilyMember | null>(null);
  const today = ukDateOf(portalNow());

  const coversOf = (member: FamilyMember) =>
    (policies.data?.policies ?? []).flatMap((policy) => {
      const person = policy.peopleCovered.find((covered) => covered.familyMemberId === member.familyMemberId);
      return person ? [{ ...policy, agedOut: person.agedOut }] : [];
    });

  const members = family.data ?? [];

  return (
    <div className={styles.page}>
      <Breadcrumb
        label={t('common.breadcrumb')}
        items={[
          { label: t('common.home'), to: paths.appHome },
          { label: t('family.profile'), to: paths.myProfile },
          { label: t('family.heading') },
        ]}
      />
      <h1>{t('family.heading')}</h1>
      <p>{t('family.intro')}</p>
      <QueryState
        status={family.isError ? 'error' : family.data ? 'success' : 'loading'}
        errorText={t('family.loadError')}
        onRetry={() => void family.refetch()}
        isEmpty={members.length === 0}
        emptyText={t('family.empty')}
      >
        <ul className={styles.list} aria-label={t('family.listLabel')}>
          {members.map((member) => {
            const covers = coversOf(member);
            return (
              <li key={member.familyMemberId} className={styles.member}>
                <div className={styles.who}>
                  <p>
                    <strong>
                      {member.title} {member.name}
                    </strong>
                  </p>
                  <p>
                    {t(`family.relationship.${member.relationship}`)} ·{' '}
                    {t('family.age', { count: ageOn(member.dateOfBirth, today) })}
                  </p>
                  {policies.data ? (
                    <p>
                      {covers.length > 0
                        ? t('family.coveredBy', {
                            benefits: covers.map((cover) => cover.benefitName).join(', '),
                          })
                        : t('family.notCovered')}
                    </p>
                  ) : null}
                  {covers
                    .filter((cover) => cover.agedOut)
                    .map((cover) => (
                      <p key={cover.selectionId}>
                        <Link to={benefitManagePath(cover.benefitId)}>
                          {t('family.agedOut', { name: member.firstName, benefit: cover.benefitName })}
                        </Link>
                      </p>
                    ))}
                </div>
                <div className={styles.actions}>
                  <Button
                    variant="secondary"
                    aria-label={t('family.editLabel', { name: member.name })}
                    onClick={(event) =>
                      panels.open('add-family-member', { props: { member }, opener: event.currentTarget })
                    }
                  >
                    {t('family.edit')}
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={t('family.removeLabel', { name: member.name })}
                    onClick={() => setRemoving(member)}
                  >
                    {t('family.remove.button')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      </QueryState>
      <div>
        <Button
          ref={addButton}
          onClick={() =>
            panels.open('add-family-member', { props: { member: null }, opener: addButton.current })
          }
        >
          {t('family.add')}
        </Button>
      </div>
      <RemoveMemberDialog member={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}
