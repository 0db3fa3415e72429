/**
 * The files of the built web app that the BFF looks for by name. The web build chooses the names and its server
 * entry declares them (`BUILD_FILES`, packages/web/src/server/entry.ts); the BFF is given them with the renderer,
 * so that no name is spelled on both sides.
 */
export interface WebBuildFiles {
  /** In a folder, the page of any `/<folder>/<id>` that has no file of its own (`product/<parameterPage>`). */
  parameterPage: string;
  /** The page of paths no route knows, answered with a 404 status. */
  notFoundPage: string;
  /** The shop's pages for crawlers (`crawlers/site-routes.ts`), at the root of the build. */
  siteRoutes: string;
}
