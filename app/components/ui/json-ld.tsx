/**
 * schema.org data as a JSON-LD block in the page. Not executed, so the CSP needs no hash for it; "<" is escaped so
 * no text in the data can close the element.
 */
export function JsonLd({ data }: { data: object[] }) {
  return (
    <>
      {data.map((item, i) => (
        <script
          key={i}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(item).replace(/</g, "\\u003c") }}
        />
      ))}
    </>
  );
}
