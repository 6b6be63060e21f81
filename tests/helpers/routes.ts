// The route table of app/routes.ts, flattened (each route's id, parent, full path and module file), for the tests
// that walk every route of a kind: the admin guard walk, the /api router (./api.ts) and the route facts. The app's
// own table is the one list; a route added there is walked here without editing a copy.
import routeConfig from "#app/routes";

type RouteEntry = { id?: string; path?: string; index?: boolean; file: string; children?: RouteEntry[] };

export type FlatRoute = {
  /** As React Router names it: the declared id, else the module file without its extension. */
  id: string;
  parentId: string | undefined;
  /** The full path, segments joined with "/", without the leading "/". */
  path: string;
  /** The route's own path segment(s), as declared (undefined for layouts and index routes). */
  ownPath: string | undefined;
  index: boolean;
  file: string;
  /** A route with children (a layout or a parent) renders no page of its own. */
  hasChildren: boolean;
};

/** Every route, parents before their children, in the order of app/routes.ts. */
export function flatRoutes(
  entries: readonly RouteEntry[] = routeConfig as RouteEntry[],
  parent = "",
  parentId?: string,
): FlatRoute[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : [parent, entry.path].filter(Boolean).join("/");
    const id = entry.id ?? entry.file.replace(/\.[^.]+$/, "");
    const route: FlatRoute = {
      id,
      parentId,
      path,
      ownPath: entry.path,
      index: entry.index === true,
      file: entry.file,
      hasChildren: (entry.children ?? []).length > 0,
    };
    return [route, ...flatRoutes(entry.children ?? [], path, id)];
  });
}

/** The routes whose module lives under `folder` (e.g. "routes/admin/"). */
export function routesIn(folder: string): FlatRoute[] {
  return flatRoutes().filter((route) => route.file.startsWith(folder));
}
