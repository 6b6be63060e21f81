import { Link } from "react-router";
import { useFormKey } from "#app/components/ui/Field";
import { StatusMessage } from "#app/components/ui/StatusMessage";
import { BannerUploadForm } from "#app/components/admin/BannerUploadForm";
import { OfferingPanels } from "#app/components/admin/OfferingForms";
import { ProductForm } from "#app/components/admin/ProductForm";
import { VideoUploadForm } from "#app/components/admin/VideoUploadForm";
import { adminMeta, useAdminHref } from "#app/components/admin/admin-data";
import { EmailDeliveryNotice, OwnerEmailNotice } from "#app/components/admin/EmailDeliveryNotice";
import { OrderAgendaPanel } from "#app/components/admin/OrderAgendaPanel";
import { orderAgenda, ownerIsNotified } from "#app/server/models/orders.server";
import { PageHeader, Panel, secondaryButton } from "#app/components/admin/ui";
import { BANNERS_UPLOADED } from "#app/lib/validation/banner-text";
import { BANNER_UPLOAD_FIELDS } from "#app/lib/validation/banner-text";
import { adminPath } from "#app/server/platform/admin-prefix.server";
import { readAdminForm, requireAdmin } from "#app/server/auth/admin-auth.server";
import { failure, handleCreateProduct, handleOfferingIntent, text } from "#app/server/admin/forms.server";
import { formFiles } from "#app/server/http/api.server";
import { redirectWithFlash } from "#app/server/http/flash.server";
import { createBanners } from "#app/server/models/banners.server";
import { dashboardCounts } from "#app/server/models/dashboard.server";
import { emailDelivery } from "#app/server/email/transports.server";
import { attempt } from "#app/server/models/errors.server";
import { PRODUCT_FORM_FILES } from "#app/server/storage/uploads.server";
import { listOfferingsWithSummary } from "#app/server/models/offerings.server";
import type { Route } from "./+types/dashboard";
import type { RouteHandle } from "#app/lib/route-facts";
import { formatNumber } from "#app/lib/numbers";

// The action takes uploaded images: the front door lets its multipart bodies up to the image limit.
export const handle: RouteHandle = { upload: "images" };

export const meta = () => adminMeta("Dashboard");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const editing = new URL(request.url).searchParams.get("edit");
  const [summaries, counts, agenda] = await Promise.all([listOfferingsWithSummary(), dashboardCounts(), orderAgenda()]);
  // With its product count: Delete asks on the page, with the count and the move, for one that holds products.
  const offerings = summaries.map(({ id, name, slug, productCount }) => ({ id, name, slug, productCount }));
  return { offerings, editing, counts, delivery: emailDelivery(), agenda, ownerNotified: ownerIsNotified() };
}

export async function action({ request }: Route.ActionArgs) {
  const { form, uploadError } = await readAdminForm(request, {
    imageFields: [BANNER_UPLOAD_FIELDS.large, BANNER_UPLOAD_FIELDS.small, "images"],
    ...PRODUCT_FORM_FILES,
  });
  if (uploadError) return failure(uploadError.status, { intent: "upload", error: uploadError.message });
  const intent = text(form, "intent");
  const home = adminPath();

  if (intent === "upload-banners") {
    const created = await attempt(() =>
      createBanners({
        large: formFiles(form, BANNER_UPLOAD_FIELDS.large)[0],
        small: formFiles(form, BANNER_UPLOAD_FIELDS.small)[0],
      }),
    );
    if (!created.ok) return failure(created.error.status, { intent, error: created.error.message });
    return redirectWithFlash(home, { type: "success", message: BANNERS_UPLOADED });
  }
  if (intent === "add-product") return handleCreateProduct(form, () => home);
  const handled = await handleOfferingIntent(form, intent, home);
  if (handled) return handled;
  return failure(400, { intent: "unknown", error: "Unknown form." });
}

/** The shop's figures, each a link to its list (filtered to what needs attention). */
function AtAGlance({ counts, sending }: { counts: Route.ComponentProps["loaderData"]["counts"]; sending: boolean }) {
  const href = useAdminHref();
  const items = [
    { label: "Products", value: counts.products, to: href("products") },
    { label: "Offerings", value: counts.offerings, to: href("offerings") },
    {
      label: "Unread messages",
      value: counts.unreadMessages,
      to: `${href("inbox")}?status=unread`,
      attention: counts.unreadMessages > 0,
    },
    { label: "Verified subscribers", value: counts.verifiedSubscribers, to: `${href("subscribers")}?status=verified` },
    {
      label: "Failed e-mails",
      value: counts.failedEmails,
      to: `${href("outbox")}?status=failed`,
      attention: counts.failedEmails > 0,
    },
    // Without a provider nothing fails, so "0 failed" alone would read as "all sent".
    ...(sending
      ? []
      : [
          {
            label: "E-mails logged, not sent",
            value: counts.loggedEmails,
            to: `${href("outbox")}?status=logged`,
            attention: true,
          },
        ]),
  ];
  return (
    <ul
      aria-label="At a glance"
      className={`grid grid-cols-2 gap-3 sm:grid-cols-3 ${items.length > 5 ? "lg:grid-cols-6" : "lg:grid-cols-5"}`}
    >
      {items.map((item) => (
        <li key={item.label}>
          <Link
            to={item.to}
            className={`block rounded-2xl border bg-white p-4 shadow-soft transition hover:-translate-y-0.5 ${item.attention ? "border-butter" : "border-stone-200"}`}
          >
            <span className="block font-display text-2xl font-semibold text-espresso">{formatNumber(item.value)}</span>
            <span className="text-sm text-muted">{item.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const href = useAdminHref();
  const failed = actionData && "intent" in actionData ? actionData : undefined;
  const forIntent = (intent: string) => (failed?.intent === intent ? failed : undefined);
  const productRefusal = forIntent("add-product");
  // Empty again after a product is added (a redirect here); a refusal (this form's or another's) keeps what was
  // typed, to be corrected or sent later.
  const productFormKey = useFormKey(Boolean(failed));
  return (
    <div className="space-y-8">
      <PageHeader
        title="Dashboard"
        description="Banners, offerings, products and videos in one place."
        actions={
          <>
            <Link to={href("products")} className={secondaryButton}>
              All products
            </Link>
            <Link to={href("offerings")} className={secondaryButton}>
              All offerings
            </Link>
          </>
        }
      />

      <EmailDeliveryNotice delivery={loaderData.delivery} logged={loaderData.counts.loggedEmails} />

      <OwnerEmailNotice notified={loaderData.ownerNotified} />

      <AtAGlance counts={loaderData.counts} sending={loaderData.delivery.sending} />

      <OrderAgendaPanel agenda={loaderData.agenda} />

      {failed && (failed.intent === "upload" || failed.intent === "unknown") ? (
        <StatusMessage look="panel" tone="error">
          {failed.error}
        </StatusMessage>
      ) : null}

      <div className="grid items-start gap-8 xl:grid-cols-2">
        <Panel title="1. Upload Homepage Banners" id="banners-heading">
          <BannerUploadForm error={forIntent("upload-banners")?.error} />
        </Panel>
        <div className="space-y-8">
          <OfferingPanels
            first={2}
            offerings={loaderData.offerings}
            editing={loaderData.editing}
            failure={failed}
            basePath={href()}
          />
        </div>
      </div>

      <Panel title="4. Add Product" id="add-product-heading">
        <ProductForm
          key={productFormKey}
          offerings={loaderData.offerings}
          intent="add-product"
          submitLabel="Add Product"
          values={productRefusal?.values}
          fieldErrors={productRefusal?.fieldErrors}
          error={productRefusal?.error}
        />
      </Panel>

      <Panel title="5. Upload Video" id="video-heading">
        <VideoUploadForm />
      </Panel>
    </div>
  );
}
