// The owner's sign-in texts, used by the login route and the server's check.

export const LOGIN_FIELDS_REQUIRED = "Username and password are both required.";
export const LOGIN_INVALID = "Invalid credentials";
export const LOGIN_SUCCESS = "Login successful";
export const LOGIN_LIMIT_MESSAGE = "Too many failed logins. Please wait a few minutes and try again.";
export const LOGGED_OUT = "You have been logged out.";
