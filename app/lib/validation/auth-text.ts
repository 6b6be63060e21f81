// The owner's sign-in texts, used by the login route and the server's check.

export const LOGIN_FIELDS_REQUIRED = "Username and password are both required.";
export const LOGIN_INVALID = "Invalid credentials";
export const LOGIN_SUCCESS = "Login successful";
export const LOGIN_LIMIT_MESSAGE = "Too many failed logins. Please wait a few minutes and try again.";
export const LOGGED_OUT = "You have been logged out.";

/** Under each empty field of a refused login. */
export const LOGIN_FIELD_REQUIRED = {
  username: "Enter the username.",
  password: "Enter the password.",
} as const;
