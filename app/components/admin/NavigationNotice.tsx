import { useNavigation } from "react-router";
import { useAdminData } from "./admin-data";

/** The loading states shown while a client navigation fetches an admin page ('Loading videos...', 'Loading...'). */
export function NavigationNotice() {
  const navigation = useNavigation();
  const { prefix } = useAdminData();
  if (navigation.state !== "loading" || !navigation.location) return null;
  const path = navigation.location.pathname;
  let text: string | null = null;
  if (path === `${prefix}/view-videos`) text = "Loading videos...";
  else if (path.startsWith(`${prefix}/videos/edit/`)) text = "Loading...";
  if (!text) return null;
  return (
    <p role="status" className="mb-4 rounded-xl bg-butter-light px-4 py-2 text-sm font-medium text-espresso">
      {text}
    </p>
  );
}
