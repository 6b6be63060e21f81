// Every product text in one place (site-spec section 8, Products, and ours where the spec is silent): the
// admin screens, the validation, the model's errors and the /api answers read them from here. No Zod: the
// browser may import this file.

export const PRODUCT_ADDED = "Product added!";
export const PRODUCT_UPDATED = "Product updated successfully!";
export const PRODUCT_UPDATE_FAILED = "Failed to update product.";
export const PRODUCT_DELETE_CONFIRM = "Are you sure you want to delete this product?";
export const PRODUCT_DELETED = "Product deleted successfully!";
export const PRODUCT_DELETE_FAILED = "Failed to delete product.";
