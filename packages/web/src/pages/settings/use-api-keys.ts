import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authClient } from "../../auth/auth-client.ts";

/** What Settings shows of a key: never the secret, only its first characters ("start"). */
export interface ApiKeySummary {
  id: string;
  name: string | null;
  start: string | null;
  createdAt: Date;
  lastRequest: Date | null;
}

const API_KEYS = ["api-keys"] as const;

/** better-auth answers errors as values; turn them into thrown errors react-query understands. */
function unwrap<T>(
  result: { data: T | null; error: { message?: string | undefined } | null },
  fallback: string,
): T {
  if (result.error || result.data === null) throw new Error(result.error?.message || fallback);
  return result.data;
}

const toDate = (value: Date | string | null | undefined) => (value ? new Date(value) : null);

/** The signed-in user's API keys (better-auth's api-key endpoints), newest first. */
export function useApiKeys() {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: API_KEYS,
    queryFn: async (): Promise<ApiKeySummary[]> => {
      const data = unwrap(await authClient.apiKey.list(), "Failed to load API keys");
      return data.apiKeys
        .map((key) => ({
          id: key.id,
          name: key.name,
          start: key.start,
          createdAt: new Date(key.createdAt),
          lastRequest: toDate(key.lastRequest),
        }))
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    },
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: API_KEYS });
  const create = useMutation({
    mutationFn: async (name: string) =>
      unwrap(await authClient.apiKey.create({ name }), "Failed to create the key"),
    onSuccess: refresh,
  });
  const revoke = useMutation({
    mutationFn: async (keyId: string) =>
      unwrap(await authClient.apiKey.delete({ keyId }), "Failed to revoke the key"),
    onSuccess: refresh,
  });
  return { list, create, revoke };
}
