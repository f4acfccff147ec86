/**
 * Data uploads (spec section 7, Uploads): the roster template an employer fills in from their HR system (the
 * columns are packages/benefits' ROSTER_COLUMNS).
 */
import { z } from 'zod';
import { reportFormats } from './employees.ts';

export const dataLoadTemplateQuerySchema = z.strictObject({
  format: z.enum(reportFormats).default('csv'),
});
