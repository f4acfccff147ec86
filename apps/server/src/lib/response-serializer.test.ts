/**
 * The answers' serialiser: fast-json-stringify compiled from the zod schema writes what zod's parse followed by
 * JSON.stringify wrote, leaving out what the schema does not name.
 */
import { describe, expect, it } from 'vitest';
import { z, type ZodType } from 'zod';
import { serializerCompiler } from './response-serializer.ts';

const compile = (schema: ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/api/test', httpStatus: '200' });

const answer = z.object({
  id: z.number().int(),
  name: z.string(),
  note: z.string().nullable(),
  startDate: z.iso.date().nullable(),
  status: z.enum(['approved', 'pending']),
  optional: z.string().optional(),
  figures: z.object({ gross: z.number(), net: z.number() }).nullable(),
  values: z.record(z.string(), z.number()),
  people: z.array(z.object({ id: z.string(), agedOut: z.boolean() })),
});

describe('the answers serialiser', () => {
  it('writes what zod wrote, and leaves out what the schema does not name', () => {
    const serialise = compile(answer);
    const data = {
      id: 7,
      name: 'Cycle to Work "Plus"',
      note: null,
      startDate: '2027-01-01',
      status: 'approved',
      figures: { gross: 100, net: 72.5, secret: 'left out' },
      values: { hireValue: 1200 },
      people: [{ id: 'a', agedOut: false, dateOfBirth: '2010-01-01' }],
      passwordHash: 'left out',
    };
    const written = serialise(data);
    expect(JSON.parse(written)).toEqual(answer.parse(data));
    expect(written).not.toContain('left out');
    expect(written).not.toContain('dateOfBirth');
    expect(JSON.parse(serialise({ ...data, figures: null, startDate: null }))).toEqual(
      answer.parse({ ...data, figures: null, startDate: null }),
    );
  });

  it("keeps zod's serialiser for a schema JSON Schema cannot express", () => {
    const serialise = compile(z.object({ at: z.date() }));
    expect(JSON.parse(serialise({ at: new Date('2026-11-24T10:00:00.000Z') }))).toEqual({
      at: '2026-11-24T10:00:00.000Z',
    });
  });
});
