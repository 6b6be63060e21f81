// GET /sitemap.xml: every public page, article, offering and product. Streamed: products are read in pages
// (keyset pagination), so thousands of products never sit in memory at once. The admin area is never listed.
// The pages without parameters are the ones app/lib/route-facts.ts marks for the sitemap.
import { articlePath } from "#app/lib/blog";
import { SITEMAP_PATHS } from "#app/lib/route-facts";
import { articles } from "#app/server/content/blog-articles.server";
import { PUBLIC_CACHE_CONTROL } from "#app/server/http/headers.server";
import { publicOrigin } from "#app/server/platform/public-url.server";
import { listOfferings } from "#app/server/models/offerings.server";
import { iterateProductSitemapEntries } from "#app/server/models/products.server";
import type { Route } from "./+types/sitemap-xml";

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );
}

function urlEntry(origin: string, path: string, lastmod?: Date): string {
  const loc = escapeXml(`${origin}${path}`);
  return lastmod
    ? `<url><loc>${loc}</loc><lastmod>${lastmod.toISOString()}</lastmod></url>\n`
    : `<url><loc>${loc}</loc></url>\n`;
}

export async function loader({ request }: Route.LoaderArgs) {
  const origin = publicOrigin(request);
  const offerings = await listOfferings();
  const encoder = new TextEncoder();
  const products = iterateProductSitemapEntries(1000);

  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let head =
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
      for (const path of SITEMAP_PATHS) head += urlEntry(origin, path);
      for (const article of articles)
        head += urlEntry(origin, articlePath(article.slug), new Date(`${article.date}T00:00:00Z`));
      for (const offering of offerings) head += urlEntry(origin, `/offerings/${encodeURIComponent(offering.slug)}`);
      controller.enqueue(encoder.encode(head));
    },
    async pull(controller) {
      try {
        const next = await products.next();
        if (next.done) {
          controller.enqueue(encoder.encode("</urlset>\n"));
          controller.close();
          return;
        }
        controller.enqueue(
          encoder.encode(
            next.value.map((p) => urlEntry(origin, `/product/${encodeURIComponent(p.id)}`, p.updatedAt)).join(""),
          ),
        );
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await products.return(undefined);
    },
  });

  return new Response(stream, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": PUBLIC_CACHE_CONTROL,
    },
  });
}
