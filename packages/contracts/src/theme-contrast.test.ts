import { describe, expect, it } from 'vitest';
import { contrastRatio, WHITE } from './colour.ts';
import { consoleThemeChangeSchema } from './console-theme.ts';
import { colourReadability, themeTints, unreadableColourMessage } from './theme-contrast.ts';

describe('the theme readability rule', () => {
  it("passes the seeded tenants' colours", () => {
    for (const colour of ['#00857c', '#272a31', '#c2410c', '#1f2937', '#7f48df']) {
      expect(colourReadability(colour)).toMatchObject({ passes: true, suggestion: null });
    }
  });

  it('fails a light colour and suggests the nearest darker one that reaches 4.5:1', () => {
    const check = colourReadability('#7FD1FF');
    expect(check).toMatchObject({ colour: '#7fd1ff', passes: false });
    expect(check.ratio).toBeLessThan(4.5);
    expect(contrastRatio(check.suggestion!, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(unreadableColourMessage(check)).toContain(check.suggestion!);
  });

  it('never rounds a failing ratio up to a passing one', () => {
    // #777777 is 4.48:1 on white.
    const check = colourReadability('#777777');
    expect(check.passes).toBe(false);
    expect(check.ratio).toBeLessThan(4.5);
  });

  it('gives the five tints with a text colour that reaches AA on each', () => {
    const tints = themeTints('#00857c');
    expect(tints.map((tint) => tint.percent)).toEqual([100, 80, 60, 20, 5]);
    expect(tints[0]!.colour).toBe('#00857c');
    for (const tint of tints) expect(tint.ratio).toBeGreaterThanOrEqual(4.5);
  });

  it('is the rule the theme change schema applies', () => {
    const theme = {
      primaryColour: '#00857c',
      secondaryColour: '#272a31',
      baseFont: 'Lato',
      headerFont: 'Montserrat',
      benefitBrandName: 'Demo Benefits',
      logoFileUrl: '/api/assets/demo/logo.svg',
      brandHeaderLogo: '/api/assets/demo/header-logo.svg',
      mobileLogo: '/api/assets/demo/mobile-logo.svg',
      avatarSet: null,
    };
    expect(consoleThemeChangeSchema.safeParse(theme).success).toBe(true);
    const refused = consoleThemeChangeSchema.safeParse({ ...theme, secondaryColour: '#ffcc00' });
    expect(refused.error?.issues[0]).toMatchObject({ path: ['secondaryColour'] });
  });
});
