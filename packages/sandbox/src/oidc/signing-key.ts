/** The RS256 key that signs id_tokens; exported as a JWK so persistence keeps old tokens verifiable. */
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from "jose";

type PrivateKey = Awaited<ReturnType<typeof importJWK>>;

export interface SigningKey {
  kid: string;
  privateKey: PrivateKey;
  publicJwk: JWK;
  privateJwk: JWK;
}

export async function createSigningKey(saved?: JWK): Promise<SigningKey> {
  let privateJwk = saved;
  if (!privateJwk) {
    const pair = await generateKeyPair("RS256", { modulusLength: 2048, extractable: true });
    privateJwk = await exportJWK(pair.privateKey);
  }
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicPart } = privateJwk;
  const kid = await calculateJwkThumbprint(publicPart);
  const privateKey = await importJWK({ ...privateJwk, alg: "RS256" }, "RS256");
  return {
    kid,
    privateKey,
    privateJwk: { ...privateJwk, kid },
    publicJwk: { ...publicPart, kid, alg: "RS256", use: "sig" },
  };
}
