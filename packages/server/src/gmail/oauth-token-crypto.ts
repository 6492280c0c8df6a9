import { symmetricDecrypt, symmetricEncrypt } from "better-auth/crypto";
import type { Auth } from "../auth/create-auth.ts";

/**
 * Encrypts a provider token exactly as better-auth does with `account.encryptOAuthTokens`, so tokens
 * Folio stores itself (save-provider-tokens) are read back by better-auth's getAccessToken.
 */
export async function encryptOAuthToken(auth: Auth, token: string): Promise<string> {
  const { secretConfig } = await auth.$context;
  return symmetricEncrypt({ key: secretConfig, data: token });
}

export async function decryptOAuthToken(auth: Auth, stored: string): Promise<string> {
  const { secretConfig } = await auth.$context;
  return symmetricDecrypt({ key: secretConfig, data: stored });
}
