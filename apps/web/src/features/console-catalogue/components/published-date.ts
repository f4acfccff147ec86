/** When a terms version was published, as people in the UK say it ("27 November 2026"). */
const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' });

export const publishedDate = (iso: string) => day.format(new Date(iso));
