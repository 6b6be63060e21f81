import { useAdminData } from "./admin-data";

/** The hidden `csrf` field every admin form post carries (checked by requireAdminForm / assertCsrf). */
export function CsrfInput() {
  const { csrfToken } = useAdminData();
  return <input type="hidden" name="csrf" value={csrfToken ?? ""} />;
}
