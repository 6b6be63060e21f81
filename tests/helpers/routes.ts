// The route table of app/routes.ts, flattened (each route's full path and module file), for the tests that walk
// every route of a kind: the admin guard walk and the /api router (./api.ts). The app's own table is the one
// list; a route added there is walked here without editing a copy.
import routeConfig from "#app/routes";

type RouteEntry = { path?: string; file: string; children?: RouteEntry[] };

export type FlatRoute = { path: string; file: string };

/** Every route, parents before their children, in the order of app/routes.ts; `path` joins the segments with "/". */
export function flatRoutes(entries: readonly RouteEntry[] = routeConfig as RouteEntry[], parent = ""): FlatRoute[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : [parent, entry.path].filter(Boolean).join("/");
    return [{ path, file: entry.file }, ...flatRoutes(entry.children ?? [], path)];
  });
}

/** The routes whose module lives under `folder` (e.g. "routes/admin/"). */
export function routesIn(folder: string): FlatRoute[] {
  return flatRoutes().filter((route) => route.file.startsWith(folder));
}
