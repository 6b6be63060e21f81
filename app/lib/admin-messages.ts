// The admin texts of site-spec.md section 8 (and a few of ours where the spec is silent), used by the admin
// actions and by the components that confirm or alert in the browser.
export const LOGIN_FIELDS_REQUIRED = "Username and password are both required.";
export const LOGIN_INVALID = "Invalid credentials";
export const LOGIN_SUCCESS = "Login successful";
export const LOGGED_OUT = "You have been logged out.";

export const OFFERING_ADDED = "Offering added successfully!";
export const OFFERING_RENAMED = "Offering renamed successfully!";
export const OFFERING_DELETE_CONFIRM = "Are you sure you want to delete this offering?";
export const OFFERING_DELETED = "Offering and related products deleted successfully!";
export const OFFERING_DELETE_FAILED = "Failed to delete offering. Please try again.";

export const PRODUCT_ADDED = "Product added!";
export const PRODUCT_UPDATED = "Product updated successfully!";
export const PRODUCT_UPDATE_FAILED = "Failed to update product.";
export const PRODUCT_DELETE_CONFIRM = "Are you sure you want to delete this product?";
export const PRODUCT_DELETED = "Product deleted successfully!";
export const PRODUCT_DELETE_FAILED = "Failed to delete product.";

export const BANNERS_UPLOADED = "Banner(s) uploaded successfully!";
export const VIDEO_UPLOADED = "Video uploaded successfully!";
