import { describe, expect, it } from 'vitest';
import { checkPassword, type PersonalDetails } from './index.ts';
import { dateOfBirthFragments } from './personal-details.ts';

const alex: PersonalDetails = {
  firstName: 'Alex',
  surname: 'Morgan',
  email: 'alex.morgan_hr@demo.test',
  dateOfBirth: '1988-03-14',
};
const zoe: PersonalDetails = {
  firstName: 'Zoë',
  surname: 'Quinn-Oakley',
  email: 'zq.sailing-42@platform.test',
  dateOfBirth: null,
};

async function noPersonalDetails(password: string, personal?: PersonalDetails) {
  const { checks } = await checkPassword(password, personal ? { personal } : {});
  return checks.find((check) => check.name === 'no_personal_details')?.status;
}

describe('rule 256: none of the personal details', () => {
  it.each([
    ['the demo password', 'Harbour-Lantern-47!', alex, true],
    ['first name', 'Alex-Harbour-Lamp7!', alex, false],
    ['surname in capitals', 'MORGAN-Harbour-Lamp7!', alex, false],
    ['first name in l33t', '4l3x-Harbour-Lamp7!', alex, false],
    ['first name reversed', 'Xela-Harbour-Lamp7!', alex, false],
    ['inside a longer word', 'Morganite-Harbour-7!', alex, false],
    ['e-mail local part whole', 'alexmorganhr-Lamp7!', alex, false],
    ['year of birth', 'Harbour-1988-Lamp!', alex, false],
    ['full date ddmmyyyy', 'Harbour-14031988-L!', alex, false],
    ['date with slashes', 'Harbour-14/03/1988!', alex, false],
    ['date with dashes and a two-digit year', 'Harbour-14-03-88-L!', alex, false],
    ['day and month', 'Harbour-1403-Lamp!', alex, false],
    ['month and day', 'Harbour-0314-Lamp!', alex, false],
    ['yymmdd', 'Harbour-880314-L!', alex, false],
    ['two-digit year alone is too short to count', 'Harbour-88-Lamp7!', alex, true],
    ['another year', 'Harbour-1989-Lamp!', alex, true],
    ['the e-mail domain is not a personal detail', 'Demo-Harbour-Lamp7!', alex, true],
    ['a name without its accent', 'Zoe-Harbour-Lamp7!', zoe, false],
    ['a name with its accent', 'ZOË-Harbour-Lamp7!', zoe, false],
    ['part of a hyphenated surname', 'Oakley-Harbour-7!', zoe, false],
    ['an e-mail part', 'Sailing-Harbour-7!', zoe, false],
    ['digits of the e-mail are too short', 'Harbour-42-Lamp-x!', zoe, true],
    ['e-mail parts under 3 characters are ignored', 'Zq-Harbour-Lamp7!', zoe, true],
    ['without personal details the rule is met', 'Alex-Morgan-1988!', undefined, true],
  ])('%s: %s', async (_case, password, personal, expected) => {
    expect(await noPersonalDetails(password, personal)).toBe(expected);
  });

  it('writes the date of birth the usual ways, and ignores a missing or malformed one', () => {
    expect(dateOfBirthFragments('1988-03-14')).toEqual([
      '1988',
      '14031988',
      '03141988',
      '19880314',
      '140388',
      '031488',
      '880314',
      '1403',
      '0314',
    ]);
    expect(dateOfBirthFragments(null)).toEqual([]);
    expect(dateOfBirthFragments('14/03/1988')).toEqual([]);
  });
});
