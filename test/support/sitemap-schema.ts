import fs from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

/** The xhtml:link elements (hreflang alternates) a sitemap may carry, as search engines document them. */
const XHTML_LINK_XSD = `<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema" targetNamespace="http://www.w3.org/1999/xhtml" elementFormDefault="qualified">
  <xsd:element name="link">
    <xsd:complexType>
      <xsd:attribute name="rel" type="xsd:string" use="required"/>
      <xsd:attribute name="hreflang" type="xsd:string" use="required"/>
      <xsd:attribute name="href" type="xsd:anyURI" use="required"/>
    </xsd:complexType>
  </xsd:element>
</xsd:schema>`;

/** sitemaps.org's schema and the xhtml links at once, as the sitemap package's own all.xsd joins them. */
const SITEMAP_WITH_XHTML_XSD = `<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema" elementFormDefault="qualified">
  <xsd:import namespace="http://www.sitemaps.org/schemas/sitemap/0.9" schemaLocation="sitemap.xsd"/>
  <xsd:import namespace="http://www.w3.org/1999/xhtml" schemaLocation="xhtml-link.xsd"/>
</xsd:schema>`;

/** What xmllint finds wrong in a sitemap file (a urlset or an index) against sitemaps.org's schema with hreflang links; [] when it is valid. */
export async function sitemapProblems(xml: string): Promise<string[]> {
  const sitemapXsd = fs.readFileSync(path.join(path.dirname(require.resolve('sitemap/package.json')), 'schema', 'sitemap.xsd'), 'utf8');
  const result = await validateXML({
    xml: [{ fileName: 'sitemap.xml', contents: xml }],
    schema: [{ fileName: 'all.xsd', contents: SITEMAP_WITH_XHTML_XSD }],
    preload: [
      { fileName: 'xhtml-link.xsd', contents: XHTML_LINK_XSD },
      { fileName: 'sitemap.xsd', contents: sitemapXsd },
    ],
  });
  return result.valid ? [] : result.errors.map((error) => error.message);
}
