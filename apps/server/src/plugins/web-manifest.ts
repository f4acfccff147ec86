/**
 * A tenant's web app manifest: its brand name, primary colour and logos, so a portal added to a phone's home
 * screen carries the employer's name and colours.
 */
import type { Theme } from '@portal/contracts';

export interface WebAppManifest {
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes?: string; type?: string }[];
}

// A home-screen label shows about twelve characters.
const SHORT_NAME_LENGTH = 12;

function iconType(url: string): string | undefined {
  const extension = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  const types: Record<string, string> = {
    svg: 'image/svg+xml',
    png: 'image/png',
    webp: 'image/webp',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
  };
  return extension ? types[extension] : undefined;
}

export function webAppManifest(theme: Theme, description: string): WebAppManifest {
  const name = theme.benefitBrandName;
  // The square mobile logo first; vector logos scale to any size.
  const logos = [...new Set([theme.mobileLogo, theme.logoFileUrl])].filter((url) => url !== '');
  return {
    name,
    short_name:
      name.length <= SHORT_NAME_LENGTH ? name : `${name.slice(0, SHORT_NAME_LENGTH - 1).trimEnd()}…`,
    description,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: theme.primaryColour,
    background_color: '#ffffff',
    icons: logos.map((src) => {
      const type = iconType(src);
      // A raster logo's pixel size is not known here, so it is not claimed.
      return { src, ...(type ? { type } : {}), ...(type === 'image/svg+xml' ? { sizes: 'any' } : {}) };
    }),
  };
}
