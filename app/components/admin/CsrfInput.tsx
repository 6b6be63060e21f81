import { useAdminData } from "./admin-data";

/** The hidden CSRF field every admin form carries (checked on the server against the session's token). */
export function CsrfInput() {
  const { session } = useAdminData();
  return <input type="hidden" name="csrf" value={session?.csrf ?? ""} />;
}
