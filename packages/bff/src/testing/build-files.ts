import type { WebBuildFiles } from '../static/web-build-files.js';

/**
 * The file names of the tests' web builds, unlike the web app's own on purpose: the BFF must look for the names it
 * is given, so a name it spelled itself fails the tests that use these.
 */
export const testBuildFiles: WebBuildFiles = {
  parameterPage: '[id].html',
  notFoundPage: 'not-found.html',
  siteRoutes: 'site-pages.json',
};
