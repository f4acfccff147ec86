/**
 * The console's Single sign-on area (issues 35 and 36): a client's identity providers, added, changed and
 * removed by an operator through the same services as `npm run admin -- sso`. A provider's secrets (the OpenID
 * client secret, the SAML key pair's private key) are sealed on the server and never answered.
 */
import { z } from 'zod';
import { changeReasonSchema, clientSlugParamsSchema, consoleClientRefSchema } from './console.ts';
import { identityProviderNameSchema, identityProviderSummarySchema } from './single-sign-on.ts';

export const consoleSsoProviderParamsSchema = clientSlugParamsSchema.extend({
  provider: identityProviderNameSchema,
});

/** GET: the client's providers and its single-sign-on-only switch (changed in the Clients area). */
export const consoleSsoSchema = z.object({
  client: consoleClientRefSchema,
  ssoOnly: z.boolean(),
  providers: z.array(identityProviderSummarySchema),
});
export type ConsoleSso = z.infer<typeof consoleSsoSchema>;

export const consoleSsoMfaTrustSchema = z.object({ trusted: z.boolean() });
export type ConsoleSsoMfaTrust = z.infer<typeof consoleSsoMfaTrustSchema>;

/** A certificate rollover's two steps: `start` publishes the next certificate beside the current one. */
export const consoleSamlRolloverSchema = z.object({ step: z.enum(['start', 'finish']) });
export type ConsoleSamlRollover = z.infer<typeof consoleSamlRolloverSchema>;

/** Removing a provider signs its people in no more through it: the trail keeps why. */
export const consoleSsoRemovalSchema = z.object({ reason: changeReasonSchema });
export type ConsoleSsoRemoval = z.infer<typeof consoleSsoRemovalSchema>;
