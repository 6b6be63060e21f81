// Products, one module for the rest of the app (pages, /api, admin, seed): the records and their API shapes,
// the reads, the search and the writes live in ./products/ and are re-exported here, so callers need not know the
// split. Nothing below products/ imports this file.
export { PRODUCT_NOT_FOUND, UNKNOWN_CATEGORY, toApiProduct, toApiSearchResult } from "./products/records.server";
export {
  apiProductSchema,
  PRODUCT_CONTROLS,
  PRODUCT_FIELDS,
  productFormValues,
  productInput,
  productInputFromForm,
} from "./products/shape.server";
export type { ApiProduct, ProductInput } from "./products/shape.server";
export type {
  ProductImageRef,
  ProductImageRecord,
  ProductRecord,
  ProductCard,
  SearchResult,
  ProductImageChanges,
} from "./products/records.server";
export {
  listProducts,
  countProducts,
  listAdminProductsPage,
  listApiProductsJson,
  listProductsByOfferingSlug,
  getProduct,
  listRelatedProducts,
  listLatestProducts,
  iterateProductSitemapEntries,
} from "./products/reads.server";
export type { AdminProductRow, ProductSitemapEntry } from "./products/reads.server";
export { searchProducts, searchProductsPage, warmSearchIndex } from "./products/search.server";
export type { SearchPage } from "./products/search.server";
export { createProduct, updateProduct, deleteProduct } from "./products/writes.server";
