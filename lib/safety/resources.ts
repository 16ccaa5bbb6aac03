// Crisis lines by region, chosen from the Accept-Language header. One row per region; add a
// country by adding a row. Numbers are the national free lines; `emergency` is what to call when
// someone is in danger right now.

export type CrisisResources = {
  /** ISO 3166 region the row serves, or 'INTL' for everyone else. */
  region: string;
  name: string;
  /** Number to call, as people write it; telHref() makes the tel: link. Null: no single number. */
  phone: string | null;
  /** Number to text, if the line takes texts. */
  sms: string | null;
  url: string;
  /** Emergency number, or the words "your local emergency number" when we cannot know it. */
  emergency: string;
};

const LOCAL_EMERGENCY = 'your local emergency number';

export const RESOURCES: Record<string, CrisisResources> = {
  US: { region: 'US', name: '988 Suicide & Crisis Lifeline', phone: '988', sms: '988', url: 'https://988lifeline.org', emergency: '911' },
  CA: { region: 'CA', name: '9-8-8 Suicide Crisis Helpline', phone: '988', sms: '988', url: 'https://988.ca', emergency: '911' },
  GB: { region: 'GB', name: 'Samaritans', phone: '116 123', sms: null, url: 'https://www.samaritans.org', emergency: '999' },
  IE: { region: 'IE', name: 'Samaritans', phone: '116 123', sms: null, url: 'https://www.samaritans.org/ireland', emergency: '112' },
  AU: { region: 'AU', name: 'Lifeline', phone: '13 11 14', sms: '0477 13 11 14', url: 'https://www.lifeline.org.au', emergency: '000' },
};

export const INTERNATIONAL: CrisisResources = {
  region: 'INTL',
  name: 'Find A Helpline',
  phone: null,
  sms: null,
  url: 'https://findahelpline.com',
  emergency: LOCAL_EMERGENCY,
};

// Tags people send that are not the ISO code of the region they mean.
const REGION_ALIASES: Record<string, string> = { UK: 'GB' };

/** Region subtag of the most preferred language tag that names one ("en-GB" -> "GB"), or null. */
export function regionFromAcceptLanguage(header: string | null | undefined): string | null {
  if (!header) return null;
  const tags = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((t) => t.tag && t.tag !== '*' && t.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of tags) {
    const region = tag
      .split(/[-_]/)
      .slice(1)
      .find((s) => /^[A-Za-z]{2}$|^\d{3}$/.test(s));
    if (region) return REGION_ALIASES[region.toUpperCase()] ?? region.toUpperCase();
  }
  return null;
}

/**
 * Resources for the region the browser's first regional language points at. A region we have no
 * row for (de-DE) gets the international directory rather than another country's line.
 */
export function resourcesFor(acceptLanguage: string | null | undefined): CrisisResources {
  const region = regionFromAcceptLanguage(acceptLanguage);
  return (region && RESOURCES[region]) || INTERNATIONAL;
}

export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

export function smsHref(number: string): string {
  return `sms:${number.replace(/[^\d+]/g, '')}`;
}
