// The admin form operations shared by several admin pages (dashboard, offerings, products). Each returns a
// redirect with a flash message on success, or a `data(..., { status })` failure the page re-renders.
import { data, redirect } from "react-router";
import {
  OFFERING_ADDED,
  OFFERING_DELETE_CONFIRM,
  OFFERING_DELETED,
  OFFERING_DELETE_FAILED,
  OFFERING_RENAMED,
} from "#app/lib/validation/offering-text";
import { PRODUCT_ADDED, PRODUCT_UPDATE_FAILED, PRODUCT_UPDATED } from "#app/lib/validation/product-text";
import { parseOfferingName } from "#app/lib/validation/offering";
import { adminPath } from "../platform/admin-prefix.server";
import { formFiles } from "../http/api.server";
import { redirectWithFlash } from "../http/flash.server";
import { attempt } from "../models/errors.server";
import { offeringDeleteLabel, offeringMovedText } from "#app/lib/offering-delete";
import {
  countOfferingProducts,
  createOffering,
  deleteOffering,
  renameOffering,
  type ProductsOnDelete,
} from "../models/offerings.server";
import { createProduct, PRODUCT_CONTROLS, updateProduct } from "../models/products.server";

export type FormFailure = {
  intent: string;
  error: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  /** The id of the record the failed form was about (which row to show the message in). */
  target?: string;
  /** Without JavaScript a delete asks again on the page: the form to post once more, confirmed. */
  confirm?: { intent: string; id: string; message: string; label: string; productCount?: number };
};

export function failure(status: number, body: FormFailure) {
  return data(body, { status });
}

export function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** Dashboard and offerings pages: add, rename and delete an offering. */
export async function handleOfferingIntent(form: FormData, intent: string, returnTo: string) {
  switch (intent) {
    case "add-offering": {
      const name = text(form, "name");
      // A blank or whitespace-only name is ignored silently: the owner pressed Add by mistake.
      if (parseOfferingName(name).kind === "blank") return redirect(returnTo, 303);
      const created = await attempt(() => createOffering(name));
      if (!created.ok) return failure(created.error.status, { intent, error: created.error.message, values: { name } });
      return redirectWithFlash(returnTo, { type: "success", message: OFFERING_ADDED });
    }
    case "rename-offering": {
      const id = text(form, "id");
      const name = text(form, "name");
      const renamed = await attempt(() => renameOffering(id, name));
      if (!renamed.ok)
        return failure(renamed.error.status, { intent, error: renamed.error.message, values: { name }, target: id });
      const next = returnTo.includes("/offerings/") ? adminPath("offerings", renamed.value.slug) : returnTo;
      return redirectWithFlash(next, { type: "success", message: OFFERING_RENAMED });
    }
    case "delete-offering": {
      const id = text(form, "id");
      const ask = async (status = 200, error = "") => {
        const productCount = await countOfferingProducts(id);
        const label = offeringDeleteLabel(productCount);
        return data<FormFailure>(
          { intent, error, target: id, confirm: { intent, id, message: OFFERING_DELETE_CONFIRM, label, productCount } },
          { status },
        );
      };
      if (text(form, "confirmed") !== "yes") return ask();
      const moveTo = text(form, "moveTo");
      // The confirmation posts the product count it showed (none: the script's confirm of an offering listed empty):
      // the products go with the offering only if that is still how many it holds.
      const expected = Number(text(form, "productCount") || "0");
      const products: ProductsOnDelete =
        moveTo !== "" ? { moveTo } : { expected: Number.isSafeInteger(expected) ? expected : -1 };
      const deleted = await attempt(() => deleteOffering(id, products));
      // Its products changed since the confirmation counted them, or no valid target: ask again, saying why.
      if (!deleted.ok && deleted.error.status !== 404) return ask(deleted.error.status, deleted.error.message);
      if (deleted.ok && deleted.value.movedTo) {
        const message = offeringMovedText(deleted.value.productsMoved, deleted.value.movedTo.name);
        return redirectWithFlash(returnTo, { type: "success", message, alert: true });
      }
      return redirectWithFlash(
        returnTo,
        deleted.ok
          ? { type: "success", message: OFFERING_DELETED, alert: true }
          : { type: "error", message: OFFERING_DELETE_FAILED, alert: true },
      );
    }
    default:
      return null;
  }
}

/** The submitted controls as text, to show the form again; a repeated one (the ticked labels) comma-joined. */
function productValues(form: FormData): Record<string, string> {
  const textOf = (name: string) =>
    form
      .getAll(name)
      .filter((v): v is string => typeof v === "string" && v !== "")
      .join(",");
  return Object.fromEntries(PRODUCT_CONTROLS.map((name) => [name, textOf(name)]));
}

/** Add Product (dashboard and /product/add). Success goes to `successTo(id)` with 'Product added!'. */
export async function handleCreateProduct(form: FormData, successTo: (id: string) => string) {
  const intent = "add-product";
  const values = productValues(form);
  const created = await attempt(() => createProduct(form, formFiles(form, "images")));
  if (!created.ok) {
    const { status, message, fields } = created.error;
    return failure(status, { intent, error: message, ...(fields ? { fieldErrors: fields } : {}), values });
  }
  return redirectWithFlash(successTo(created.value.id), { type: "success", message: PRODUCT_ADDED });
}

/** The image order from the edit form: `order:<imageId>` number fields, lowest first. */
function imageOrderFrom(form: FormData): string[] {
  const entries: { id: string; rank: number; index: number }[] = [];
  let index = 0;
  for (const [key, value] of form) {
    if (!key.startsWith("order:") || typeof value !== "string") continue;
    const rank = Number(value);
    entries.push({ id: key.slice(6), rank: Number.isFinite(rank) ? rank : Number.MAX_SAFE_INTEGER, index: index++ });
  }
  return entries.sort((a, b) => a.rank - b.rank || a.index - b.index).map((e) => e.id);
}

/** Edit product: fields, removed images, new images and the image order. */
export async function handleUpdateProduct(id: string, form: FormData) {
  const intent = "update-product";
  const values = productValues(form);
  const removeImages = form.getAll("removeImages").filter((v): v is string => typeof v === "string");
  const updated = await attempt(() =>
    updateProduct(id, form, { newFiles: formFiles(form, "images"), removeImages, imageOrder: imageOrderFrom(form) }),
  );
  if (!updated.ok) {
    const { status, message, fields } = updated.error;
    return failure(status, { intent, error: PRODUCT_UPDATE_FAILED, fieldErrors: fields ?? { form: message }, values });
  }
  return redirectWithFlash(adminPath("product", id), { type: "success", message: PRODUCT_UPDATED });
}
