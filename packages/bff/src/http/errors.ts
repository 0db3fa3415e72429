import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * Every message the BFF writes in an error. Fixed texts on purpose: nothing from the request or from the
 * storefront is echoed, so no input can make an error carry the store id or the upstream host.
 */
export const errorMessages = {
  unknownParameter: 'Paramètre de requête non autorisé.',
  repeatedParameter: 'Paramètre de requête répété.',
  invalidParameter: 'Paramètre de requête invalide.',
  malformedRequest: 'Requête HTTP mal formée.',
  headersTooLarge: 'Adresse ou en-têtes de la requête trop longs.',
  requestTimeout: 'La requête est arrivée trop lentement.',
  invalidId: 'Identifiant invalide.',
  invalidJson: "Le corps de la requête n'est pas un JSON valide.",
  invalidBody: 'Corps de requête invalide.',
  unsupportedMediaType: 'Le corps de la requête doit être envoyé en application/json.',
  payloadTooLarge: 'Corps de requête trop volumineux.',
  tooManyRequests: 'Trop de demandes, veuillez réessayer dans un instant.',
  invalidPath: 'Chemin invalide.',
  notFound: 'Ressource introuvable.',
  productNotFound: 'Produit introuvable.',
  methodNotAllowed: 'Méthode non autorisée.',
  upstreamRejected: 'La boutique a refusé la requête.',
  insufficientInventory: "Le stock disponible ne suffit plus pour l'un des articles du panier.",
  badGateway: 'La boutique est momentanément indisponible.',
  gatewayTimeout: 'La boutique ne répond pas, veuillez réessayer.',
  webAppUnavailable: "L'application web n'est pas disponible : son build est introuvable.",
  internal: 'Erreur interne du serveur.',
} as const;

/** An answer the BFF chose to give; `onError` turns it into the JSON error body. */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly headers: Record<string, string> = {},
    /** A machine code the web app acts on (e.g. `insufficient_inventory`); one of ours, never echoed. */
    readonly code?: string,
  ) {
    super(message);
  }
}

/** `{ "error": { "status", "message", "code"? } }`, never cached. */
export function sendError(c: Context, { status, message, headers, code }: HttpError): Response {
  // `code: undefined` is left out of the JSON.
  return c.json({ error: { status, message, code } }, status, {
    ...headers,
    'Cache-Control': 'no-store',
  });
}
