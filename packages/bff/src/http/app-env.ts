import type { RequestIdVariables } from 'hono/request-id';

/** What the middleware leave on the context for later ones. */
export interface AppEnv {
  Variables: RequestIdVariables & {
    /** Why the answer is an error the BFF did not choose (an upstream failure, a bug), for the request log. */
    failure?: string;
  };
}
