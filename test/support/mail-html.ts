import { Parser } from 'htmlparser2';

/** What a mail's HTML offers its reader: the links with their text, and the JSON-LD blocks Gmail reads. */
export interface MailHtml {
  links: { text: string; href: string }[];
  jsonLd: Record<string, any>[];
}

/** Parses a mail's HTML part as a mail client does (htmlparser2), not with a regular expression. */
export function readMailHtml(html: string): MailHtml {
  const links: MailHtml['links'] = [];
  const jsonLd: MailHtml['jsonLd'] = [];
  let link: { text: string; href: string } | null = null;
  let script: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'a' && attributes.href) link = { text: '', href: attributes.href };
        if (name === 'script' && attributes.type === 'application/ld+json') script = '';
      },
      ontext(text) {
        if (link) link.text += text;
        if (script !== null) script += text;
      },
      onclosetag(name) {
        if (name === 'a' && link) {
          links.push({ text: link.text.trim(), href: link.href });
          link = null;
        }
        if (name === 'script' && script !== null) {
          jsonLd.push(JSON.parse(script));
          script = null;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return { links, jsonLd };
}

/** The link whose text reads `text`, and the token its address carries. */
export function linkReading(html: string, text: string): { href: string; token: string } {
  const found = readMailHtml(html).links.find((candidate) => candidate.text === text);
  if (!found) throw new Error(`No link reading '${text}' in the mail`);
  return { href: found.href, token: new URL(found.href).searchParams.get('token') ?? '' };
}
