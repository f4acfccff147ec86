/**
 * Claims on a claimable benefit (a health cash plan): the employee's own approved selection, an amount, the day
 * of the treatment (not in the future, at most a year ago), what it was for, and a receipt whose content is a
 * PDF, JPEG or PNG. The claim and its receipt are written together.
 */
import { addMonths, ukDateOf } from '@portal/benefits';
import {
  claimFieldsSchema,
  RECEIPT_CLAIMED_MESSAGE,
  RECEIPT_TYPES_MESSAGE,
  CORRECT_ERRORS_MESSAGE,
  type Claim,
} from '@portal/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { inTurn } from '../../db/in-turn.ts';
import {
  benefitClaims,
  benefits,
  claimReceipts,
  selections,
  type BenefitClaimRow,
} from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { checkedFormFields } from '../../lib/form-fields.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Principal } from '../../plugins/auth.ts';
import {
  checkedDocument,
  DOCUMENT_MARKUP_MESSAGE,
  type DocumentUpload,
} from '../../lib/uploaded-document.ts';
import type { Receipt, ReceiptStore } from './receipt-store.ts';
import { liveSelectionOf } from './selection.repository.ts';

export interface ClaimDeps {
  db: Database;
  clock: Clock;
  receipts: ReceiptStore;
}

export type ClaimUpload = DocumentUpload;

const STATUS_LABELS = { submitted: 'Submitted', paid: 'Paid', declined: 'Declined' } as const;

function presentClaim(row: BenefitClaimRow, receiptName: string | null): Claim {
  return {
    id: row.id,
    amount: row.amountPence / 100,
    treatmentDate: row.treatmentDate,
    description: row.description,
    status: row.status,
    statusLabel: STATUS_LABELS[row.status],
    receiptName,
    submittedAt: row.createdAt.toISOString(),
  };
}

function checkedFields(fields: Record<string, string>, today: string) {
  const checked = checkedFormFields(claimFieldsSchema, fields);
  const { treatmentDate } = checked;
  if (treatmentDate > today || treatmentDate < addMonths(today, -12)) {
    throw new HttpError(400, CORRECT_ERRORS_MESSAGE, [
      {
        field: 'treatmentDate',
        message: 'Please give a treatment date in the last 12 months, not in the future',
      },
    ]);
  }
  return checked;
}

function checkedReceipt(file: ClaimUpload['file']): Receipt {
  if (!file)
    throw new HttpError(400, CORRECT_ERRORS_MESSAGE, [{ field: 'receipt', message: RECEIPT_TYPES_MESSAGE }]);
  if (file.truncated) throw new HttpError(413, RECEIPT_TYPES_MESSAGE);
  const document = checkedDocument(file, 'receipt');
  if (!document.ok) {
    const message = document.reason === 'markup' ? DOCUMENT_MARKUP_MESSAGE : RECEIPT_TYPES_MESSAGE;
    throw new HttpError(400, CORRECT_ERRORS_MESSAGE, [{ field: 'receipt', message }]);
  }
  const { contentType, fileName, content } = document;
  return { contentType, fileName, content };
}

export async function makeClaim(
  deps: ClaimDeps,
  principal: Principal,
  selectionId: string,
  upload: ClaimUpload,
) {
  const { db } = deps;
  const { clientId, userId } = principal;
  const selection = await liveSelectionOf(db, clientId, userId, selectionId);
  if (!selection) throw new HttpError(404, 'That selection does not exist');
  const [benefit] = await db
    .select({ claimable: benefits.claimable })
    .from(benefits)
    .where(and(eq(benefits.clientId, clientId), eq(benefits.id, selection.benefitId)));
  if (!benefit?.claimable) throw new HttpError(409, 'This benefit takes no claims');
  if (selection.status !== 'approved')
    throw new HttpError(409, 'You can claim once your selection is approved');
  const fields = checkedFields(upload.fields, ukDateOf(deps.clock()));
  const receipt = checkedReceipt(upload.file);
  // One person's claims take turns: a receipt already on a claim (a double click, a second try) is refused.
  const row = await inTurn(db, ['claim', clientId, userId], async (tx) => {
    if (await deps.receipts.claimedAlready(tx, { clientId, userId }, receipt.content)) {
      throw new HttpError(409, RECEIPT_CLAIMED_MESSAGE);
    }
    const [claim] = await tx
      .insert(benefitClaims)
      .values({
        clientId,
        userId,
        selectionId,
        amountPence: Math.round(fields.amount * 100),
        treatmentDate: fields.treatmentDate,
        description: fields.description,
      })
      .returning();
    await deps.receipts.put(tx, { clientId, claimId: claim!.id }, receipt);
    return claim!;
  });
  return presentClaim(row, receipt.fileName);
}

/** The employee's claims on every version of their selection of a benefit in a year, newest first. */
export async function claimsOf(
  db: Database,
  key: { clientId: string; userId: string; benefitId: number; schemeId: string },
) {
  const rows = await db
    .select({ claim: benefitClaims, receiptName: claimReceipts.fileName })
    .from(benefitClaims)
    .innerJoin(selections, eq(selections.id, benefitClaims.selectionId))
    .leftJoin(claimReceipts, eq(claimReceipts.claimId, benefitClaims.id))
    .where(
      and(
        eq(benefitClaims.clientId, key.clientId),
        eq(benefitClaims.userId, key.userId),
        eq(selections.benefitId, key.benefitId),
        eq(selections.schemeId, key.schemeId),
      ),
    )
    .orderBy(desc(benefitClaims.createdAt));
  return rows.map(({ claim, receiptName }) => presentClaim(claim, receiptName));
}

/** A claim's receipt, for the employee who made the claim. */
export async function receiptOfClaim(
  deps: ClaimDeps,
  principal: Principal,
  claimId: string,
): Promise<Receipt> {
  const [claim] = await deps.db
    .select({ id: benefitClaims.id })
    .from(benefitClaims)
    .where(
      and(
        eq(benefitClaims.clientId, principal.clientId),
        eq(benefitClaims.userId, principal.userId),
        eq(benefitClaims.id, claimId),
      ),
    );
  const receipt = claim && (await deps.receipts.get(deps.db, { clientId: principal.clientId, claimId }));
  if (!receipt) throw new HttpError(404, 'That claim does not exist');
  return receipt;
}
