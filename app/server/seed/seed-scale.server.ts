// `npm run seed:scale`: the sizes of a busy bakery after a year, for trying the admin lists and for
// `npm run bench`: 2,000 products (on the demo images, if any), 20,000 subscribers and 5,000 contact messages
// (with 200 partnership enquiries and 2,000 e-mails in the outbox, 50 of them failed). Rows are named
// scale…, so running it twice adds nothing the second time. Plain SQL with generate_series: seconds, not minutes.
import type { PrismaClient } from "#app/generated/prisma/client";
import { CONTACT_SUBJECTS } from "#app/lib/validation/contact-text";

export type ScaleSizes = { products: number; subscribers: number; messages: number; enquiries: number; emails: number };

export const SCALE: ScaleSizes = {
  products: 2_000,
  subscribers: 20_000,
  messages: 5_000,
  enquiries: 200,
  emails: 2_000,
};

export async function seedScale(prisma: PrismaClient, sizes: Partial<ScaleSizes> = {}): Promise<ScaleSizes> {
  const n = { ...SCALE, ...sizes };
  await prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`
      INSERT INTO "Offering" ("id", "name", "slug", "createdAt", "updatedAt")
      VALUES ('scaleofferingbulk00000001', 'Bulk Cakes', 'bulk-cakes', now(), now())
      ON CONFLICT DO NOTHING`;
      await tx.$executeRaw`
      INSERT INTO "Product" ("id", "title", "price", "description", "categoryId", "createdAt", "updatedAt")
      SELECT 'scaleproduct' || lpad(g::text, 13, '0'), 'Bulk Cake ' || g, 200 + (g * 37) % 1800,
             'A celebration cake for large orders, baked to order.',
             COALESCE((SELECT "id" FROM "Offering" ORDER BY "createdAt", "id" OFFSET (g % GREATEST(1, (SELECT count(*) FROM "Offering"))) LIMIT 1),
                      'scaleofferingbulk00000001'),
             now() - make_interval(mins => ${n.products} - g), now()
      FROM generate_series(1, ${n.products}::int) AS g
      ON CONFLICT DO NOTHING`;
      // The demo products' first images, taken in turn (no new files).
      await tx.$executeRaw`
      WITH pics AS (
        SELECT row_number() OVER (ORDER BY i."id") - 1 AS k, i."url", i."variants"
        FROM "ProductImage" i WHERE i."position" = 0 AND i."productId" NOT LIKE 'scaleproduct%'
      ), total AS (SELECT count(*) AS c FROM pics)
      INSERT INTO "ProductImage" ("id", "productId", "position", "url", "variants", "createdAt")
      SELECT 'scaleimage' || lpad(g::text, 15, '0'), 'scaleproduct' || lpad(g::text, 13, '0'), 0, pics."url", pics."variants", now()
      FROM generate_series(1, ${n.products}::int) AS g, total, pics
      WHERE total.c > 0 AND pics.k = g % total.c
      ON CONFLICT DO NOTHING`;
      await tx.$executeRaw`
      INSERT INTO "Subscriber" ("id", "email", "status", "unsubscribeToken", "verifiedAt", "unsubscribedAt", "createdAt", "updatedAt")
      SELECT 'scalesubscriber' || lpad(g::text, 10, '0'), 'reader' || g || '@example.com',
             (CASE WHEN g % 20 = 0 THEN 'unsubscribed' WHEN g % 7 = 0 THEN 'pending' ELSE 'verified' END)::"SubscriberStatus",
             md5('scale-' || g), CASE WHEN g % 7 <> 0 THEN now() - make_interval(mins => ${n.subscribers} - g) END,
             CASE WHEN g % 20 = 0 THEN now() END, now() - make_interval(mins => ${n.subscribers} - g), now()
      FROM generate_series(1, ${n.subscribers}::int) AS g
      ON CONFLICT DO NOTHING`;
      await tx.$executeRaw`
      INSERT INTO "ContactMessage" ("id", "fullName", "email", "phone", "subject", "message", "readAt", "createdAt")
      SELECT 'scalemessage' || lpad(g::text, 13, '0'), 'Customer ' || g, 'customer' || g || '@example.com',
             CASE WHEN g % 3 = 0 THEN '98' || lpad((g * 7919 % 100000000)::text, 8, '0') END,
             (${CONTACT_SUBJECTS}::text[])[1 + g % ${CONTACT_SUBJECTS.length}],
             'Hello! Message ' || g || ': could you tell me whether the walnut brownies are eggless?',
             CASE WHEN g <= ${n.messages} - 300 THEN now() END, now() - make_interval(mins => 10 * (${n.messages} - g))
      FROM generate_series(1, ${n.messages}::int) AS g
      ON CONFLICT DO NOTHING`;
      await tx.$executeRaw`
      INSERT INTO "PartnerEnquiry" ("id", "fullName", "email", "companyName", "partnershipType", "message", "createdAt")
      SELECT 'scaleenquiry' || lpad(g::text, 13, '0'), 'Partner ' || g, 'partner' || g || '@cafe.example', 'Cafe ' || g,
             'Retail / Wholesale', 'We would like to stock your loaves (' || g || ').', now() - make_interval(hours => ${n.enquiries} - g)
      FROM generate_series(1, ${n.enquiries}::int) AS g
      ON CONFLICT DO NOTHING`;
      await tx.$executeRaw`
      INSERT INTO "OutboxEmail" ("id", "kind", "to", "subject", "text", "html", "status", "attempts", "lastError",
                                 "idempotencyKey", "sentAt", "createdAt", "updatedAt")
      SELECT 'scaleemail' || lpad(g::text, 15, '0'), 'verification', 'reader' || g || '@example.com',
             'Your Slice Bakery verification code', 'Your verification code is 000000.', '<p>Your verification code is 000000.</p>',
             (CASE WHEN g % 40 = 0 THEN 'failed' ELSE 'sent' END)::"OutboxStatus", CASE WHEN g % 40 = 0 THEN 8 ELSE 1 END,
             CASE WHEN g % 40 = 0 THEN 'Resend 422: The to address is invalid.' END,
             'scale-' || g, CASE WHEN g % 40 <> 0 THEN now() END, now() - make_interval(mins => ${n.emails} - g), now()
      FROM generate_series(1, ${n.emails}::int) AS g
      ON CONFLICT DO NOTHING`;
    },
    { timeout: 120_000 },
  );
  return n;
}
